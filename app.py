"""The GSD demo page: Gradio layout and event wiring only. `python app.py` starts it.

Each panel is a module of `gsd.page` (in its section's folder) that builds its own components (`build`) and
draws them (`draw`, from the run on show); this file places the panels and wires each event to its handler (`Page`
and its companions), with the outputs `gsd.page.view` names for it. It knows nothing of how a panel draws. The
engine comes in as a parameter (an engine, or a function that builds one in a background thread), so the tests run
the page with a fake engine.
"""

from __future__ import annotations

try:  # ZeroGPU's package, imported before torch as it asks (elsewhere effect-free, or absent)
    import spaces  # noqa: F401
except ImportError:
    pass

import argparse
import logging
import os
import time
from pathlib import Path

import gradio as gr

from gsd.config import ASSETS
from gsd.options import check_model_flags, load_engine, model_flags, freeze_loaded
from gsd.page import explain, trace_files, view
from gsd.page.compare import panel as compare_panel
from gsd.page.compare import race
from gsd.page.compare.runs import Compare
from gsd.page.evidence import calibration, cost, depth, projection, run_chart, stats, timing
from gsd.page.inside import panel as inside
from gsd.page.inside.events import InsideStep
from gsd.page.run import turns
from gsd.page.run.handlers import EXAMPLE_TRACE, Page, example_prompts
from gsd.page.run.requests import return_large_blocks
from gsd.page.run.session import DEFAULTS, DRAFT_CONTROLS, EngineSlot, new_session
from gsd.page.run.visitors import Leaving
from gsd.page.settings import controls as settings
from gsd.page.settings.what_if import WhatIfEvents
from gsd.page.step import headline, step_graph, step_slider, text
from gsd.trace_file import MAX_TRACE_BYTES

CSS = ASSETS / "style.css"
MAX_SESSIONS = 1000           # visitors whose state the server holds at once (least recently used dropped)
COMPARE_SETTINGS = ("max_new_tokens", "max_depth", "node_budget", "lookup")  # what Compare takes from the controls
ZERO_GPU = os.environ.get("SPACES_ZERO_GPU", "").lower() in ("1", "t", "true")  # on a ZeroGPU Space
CAPTURED_POSITIONS = 4096     # the positions a run's captured graphs cover from the start (a longer one grows them)
RUNS_AT_ONCE = 16             # Generate's handlers at once, each decoding in its turn or drawing (more wait in Gradio's queue)

# opens the Compare section (a closed Gradio accordion opens on a click on its label)
OPEN_COMPARE = """() => {
  const section = document.querySelector('#compare-section');
  const label = section && section.querySelector('.label-wrap');
  if (label && !label.classList.contains('open')) label.click();
}"""

# ---- layout and wiring -------------------------------------------------------------------------------

def build_demo(engine, *, example: Path | None = EXAMPLE_TRACE, prompts: list[str] | None = None,
               drafter: str = DEFAULTS.drafter, loading_label: str = "the models",
               replay_delay_s: float = 0.12) -> gr.Blocks:
    """The page. `engine` is an engine (an object with `generate`, `encode`, `summary`, `target_name`,
    `draft_name`) or a zero-argument function that builds one; a function runs in a background thread
    while the page already shows the `example` trace."""
    page = Page(EngineSlot(engine, loading_label), example=example, drafter=drafter, replay_delay_s=replay_delay_s)
    comparing = Compare(page)
    what_ifs = WhatIfEvents(page)
    inside_step = InsideStep()
    prompts = example_prompts() if prompts is None else prompts

    with gr.Blocks(title="GSD: graph-structured speculative decoding", delete_cache=(3600, 3600)) as demo:
        # made once per visitor, forgotten as they leave; nothing in a component's props may reach the engine (each
        # page load deep-copies them: `Page.forgetting`)
        session = gr.State(new_session, delete_callback=page.forgetting)
        c: dict = {"session": session}  # every component, by the name the handlers' updates use
        # The first view (one screen): what this is, the models, the prompt with a preset and Generate, the text
        # with the run's three figures, and the step's graph. The rest is one click away, in the order a learner
        # asks: how it works, inside the step, why it pays or not, Compare, the settings.
        c |= explain.build_intro()
        c["models"] = gr.Markdown(page.slot.describe(), elem_id="models", label="models")
        c["status"] = gr.Markdown(page.slot.status(), elem_id="status", label="status")
        with gr.Row(equal_height=False, elem_id="layout"):
            with gr.Column(scale=2, min_width=360, elem_id="first-left"):
                c["prompt"] = gr.Textbox(label="Prompt", lines=2, max_lines=12, elem_id="prompt",
                                         placeholder="Ask something, or pick an example below")
                with gr.Row(equal_height=True):
                    c["generate"] = gr.Button("Generate", variant="primary", elem_id="generate", scale=2, min_width=90,
                                              size="md")
                    c["stop"] = gr.Button("Stop", variant="stop", elem_id="stop", scale=1, min_width=60, size="md")
                    c["compare"] = gr.Button("Compare modes", elem_id="compare", scale=2, min_width=130, size="md")
                c |= settings.build_preset()
                c |= headline.build()
                c |= turns.build_earlier()
                c |= text.build()
                c |= turns.build_button()
                if prompts:
                    gr.Examples([[p] for p in prompts], inputs=[c["prompt"]], label="Example prompts")
            with gr.Column(scale=3, min_width=480, elem_id="first-right"):
                for panel in (step_graph, step_slider):
                    c |= panel.build()
        with gr.Accordion("How GSD works: draft, unroll, verify, accept, commit", open=False, elem_id="how-section"):
            c |= explain.build_how(None if page.example is None else (page.example[0], page.example[2]))
        with gr.Accordion("Inside this step: the step on show, stage by stage", open=False,
                          elem_id="inside-section"):
            c |= inside.build()
        with gr.Accordion("Why it pays or not: acceptance, calibration, cost, a GPU's prices, where the time went",
                          open=False, elem_id="evidence-section"):
            for panel in (run_chart, depth, calibration, cost, projection, timing, stats):
                c |= panel.build()
        with gr.Accordion("Compare modes, and the race", open=False, elem_id="compare-section"):
            c |= compare_panel.build()
            c |= race.build()
        with gr.Accordion("Settings: mode, k, θ's, depth, budget, lookup, length (after a run, moving one drafts the "
                          "step on show again)", open=False,
                          elem_id="settings-section"):
            with gr.Column(elem_id="controls"):
                c["chat"] = gr.Checkbox(value=True, label="Chat template", elem_id="chat",
                                        info="the prompt as a chat turn, as this instruct model was trained")
                c |= settings.build()
        with gr.Accordion("Trace files: download this run, replay one", open=False, elem_id="files-section"):
            c |= trace_files.build()
        c["timer"] = gr.Timer(1.0, active=not page.slot.loaded.is_set())
        wire(demo, c, page, comparing, what_ifs, inside_step)
    demo.queue(default_concurrency_limit=1)
    return demo


def wire(demo: gr.Blocks, c: dict, page: Page, comparing: Compare, what_ifs: WhatIfEvents,
         inside_step: InsideStep) -> None:
    """Every event of the page: which handler it runs, on which components, in which queue."""
    session, step, mode, status = c["session"], c["step"], c["mode"], c["status"]

    def wired(handler, names: tuple[str, ...]) -> dict:
        """An event's `fn` and `outputs`: the handler's updates as tuples of the components `names`."""
        return {"fn": view.as_outputs(handler, names), "outputs": [c[name] for name in names]}

    quiet = dict(api_visibility="private", concurrency_limit=None, show_progress="hidden")
    controls = [c[name] for name in DRAFT_CONTROLS]
    demo.load(**wired(page.load, view.LOAD), inputs=[session], api_visibility="private", concurrency_limit=None)
    c["timer"].tick(**wired(page.model_status, view.MODEL_STATUS), inputs=[session], **quiet)
    mode.change(**wired(page.mode_changed, settings.MODE), inputs=[mode], **quiet)
    # A preset sets its controls; the visitor moving one of them (`input`: not the preset's own setting of
    # them) shows the preset they now match, or Custom.
    chosen = c["preset"].input(**wired(page.preset_chosen, settings.PRESET), inputs=[c["preset"]], **quiet)
    preset_controls = [c[name] for name in settings.PRESET_CONTROLS]
    # preprocess=False: a number typed out of range into a slider's box reaches the handlers as sent (they read
    # it leniently, and the what-if names the setting and its range), not Gradio's error toast
    gr.on([control.input for control in preset_controls], **wired(page.settings_moved, settings.CUSTOM),
          inputs=preset_controls, preprocess=False, **quiet)
    # What-if: a drafting setting moved (a preset, the mode) drafts the step on show again. `ask` marks the
    # newest what-if at once; the runs wait for the model, and all but the newest return at once.
    asking = dict(fn=what_ifs.ask, inputs=[session, step, mode, *controls], outputs=None, preprocess=False, **quiet)
    drafting = dict(**wired(what_ifs.run, view.WHAT_IF), inputs=[session, step, mode, *controls],
                    concurrency_limit=1, concurrency_id="model", preprocess=False, show_progress="hidden")
    # always_last: a setting moved while a what-if is being asked is asked for after it, so the last one runs
    gr.on([control.input for control in controls] + [mode.input], **asking,
          trigger_mode="always_last").then(**drafting, api_name="what_if")
    chosen.then(**asking).then(**drafting, api_visibility="private")
    c["what_if_back"].click(**wired(what_ifs.back, view.WHAT_IF), inputs=[session, step], api_name="what_if_back",
                            concurrency_limit=None, show_progress="hidden", preprocess=False)
    # a click on the run chart picks a step; a mask row lights up the tree; ▶ Race plays the race
    for js in (run_chart.JS, inside.JS, race.JS):
        demo.load(None, js=js)
    c["race_play"].click(None, js="() => window.gsdRace && window.gsdRace()")
    # preprocess=False: the handler gets the values as sent and checks every one itself (make_config), so
    # that a setting out of range sent straight to the API gets a message naming it, not Gradio's.
    # A run waits its turn for the model inside its handler (`gsd.page.run.requests.MODEL`) and holds it only while it
    # decodes, so runs are not in the "model" group: one visitor's page is drawn while the next one's run decodes.
    run = dict(**wired(page.generate, view.GENERATE),
               inputs=[session, c["prompt"], c["chat"], *(c[name] for name in settings.RUN_SETTINGS),
                       c["with_baseline"]],
               concurrency_limit=RUNS_AT_ONCE, concurrency_id="runs", preprocess=False)
    # Two events per press: `enqueue` (no concurrency limit, so instant) hands the run its Stop flag,
    # then the run waits its turn for the model.
    # One chain for the button and Enter: while its run is pending the page does not start it again.
    gr.on([c["generate"].click, c["prompt"].submit], page.enqueue, [session], [status],
          **quiet).then(**run, api_name="generate").then(**wired(page.rest, view.REST), inputs=[session], **quiet)
    c["new_conversation"].click(**wired(page.new_conversation, view.NEW_CONVERSATION), inputs=[session],
                                api_name="new_conversation", concurrency_limit=None, show_progress="hidden")
    replaying = c["replay"].click(**wired(page.replay, view.REPLAY), inputs=[session], api_name="replay",
                                  concurrency_limit=None, concurrency_id="replay")
    # Inside this step: a stage chosen, or Play walking the step on show through its stages (no model).
    c["inside_stage"].input(**wired(inside_step.choose, view.INSIDE), inputs=[session, step, c["inside_stage"]],
                            api_name="inside_stage", concurrency_limit=None, show_progress="hidden",
                            preprocess=False)
    playing = c["inside_play"].click(**wired(inside_step.play, view.INSIDE), inputs=[session, step],
                                     api_name="inside_play", concurrency_limit=None, show_progress="hidden",
                                     preprocess=False)
    # Stop (which also ends a replay), then its settle: once the run has closed, its closing line is shown
    # again, so that it and not Stop's own "Stopping…" is what the status keeps, whichever came first.
    c["stop"].click(page.stop, [session], [status], api_name="stop", concurrency_limit=None,
                    cancels=[replaying, playing], show_progress="hidden").then(page.settle, [session], [status],
                                                                               **quiet)
    step.input(**wired(page.scrub, view.SCRUB), inputs=[session, step], api_name="scrub",
               concurrency_limit=None, show_progress="hidden", trigger_mode="always_last", preprocess=False)
    c["upload"].upload(**wired(page.upload, view.UPLOAD), inputs=[session, c["upload"]], api_name="upload",
                       concurrency_limit=None)
    # Compare: like Generate, a Stop flag first, then the runs wait their turn for the model; a press while
    # a run is going raises in `enqueue`, which ends the chain there.
    c["compare"].click(None, js=OPEN_COMPARE)  # the comparison's section opens to show its rows as they come
    c["compare"].click(comparing.enqueue_comparison, [session], [status], **quiet).success(
        **wired(comparing.compare, view.COMPARE),
        inputs=[session, c["prompt"], c["chat"], *(c[name] for name in COMPARE_SETTINGS)],
        concurrency_limit=1, concurrency_id="model", preprocess=False, api_name="compare", show_progress="hidden")
    c["compare_open"].input(**wired(comparing.open, view.RUN), inputs=[session, c["compare_open"]],
                            api_name="open_run", concurrency_limit=None)
    demo.unload(Leaving(demo, session, page.forget).handler)  # a visitor who closed the page is let go of


def launch(demo: gr.Blocks, **options):
    """Start the page with its stylesheet and theme (Gradio 6 takes both at launch), at most MAX_SESSIONS
    visitors' state held at once, and uploads refused above twice the trace limit before they are stored
    (below that, the trace loader says the limit)."""
    theme = gr.themes.Soft(font=["ui-sans-serif", "system-ui", "sans-serif"], font_mono=["ui-monospace", "monospace"])
    options = {"state_session_capacity": MAX_SESSIONS, "max_file_size": 2 * MAX_TRACE_BYTES, **options}
    return demo.launch(css_paths=[CSS] if CSS.exists() else None, theme=theme, **options)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The GSD demo page.")
    model_flags(parser)  # the same as `python -m gsd`'s
    parser.add_argument("--port", type=int, default=7860)
    parser.add_argument("--share", action="store_true", help="also serve on a public gradio.live link")
    args = parser.parse_args(argv)
    check_model_flags(parser, args)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    return_large_blocks()  # before the models load, so that every block the server frees follows it

    label = args.target or "the embedded SmolLM2-135M-Instruct"
    label += {"model": " and its draft", "head": " and its feature head",
              "both": " with its draft and feature head",
              "model+datastore": " with its draft and the datastore"}.get(args.drafter, "")
    if ZERO_GPU:  # the models on the GPU before the page launches, where ZeroGPU's workers are forked from
        engine = freeze_loaded(ready_engine(args))
    else:
        engine = lambda: freeze_loaded(ready_engine(args))  # noqa: E731  (loads in a background thread)
    demo = build_demo(engine, drafter=args.drafter, loading_label=label)
    launch(demo, server_port=args.port, share=args.share)


def ready_engine(args):
    """The engine the flags ask for; with CUDA graphs on a GPU (not ZeroGPU's, where a call's worker captures
    its own), every graph a run of the page's sizes replays captured now, once, and said in the status line.
    One plain forward is timed now too (not on ZeroGPU, whose models reach the GPU only inside a call): the unit
    of the cost chart."""
    engine = load_engine(args)
    if engine.static == "graphs" and engine.pair.device.type == "cuda" and not ZERO_GPU:
        began = time.perf_counter()
        graphs = engine.prepare_static("graphs", min(engine.pair.context_length, CAPTURED_POSITIONS))
        engine.prepared = f"{graphs} CUDA graphs captured in {time.perf_counter() - began:.1f} s at start"
    if not ZERO_GPU:
        engine.time_plain_forward()
    return engine


if __name__ == "__main__":
    main()
