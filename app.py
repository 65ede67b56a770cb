"""The GSD demo page: Gradio layout and event wiring only. `python app.py` starts it.

What each button does lives in `gsd.page` (the handlers, `Page`; what they show, `gsd.page.view`; each
visitor's `Session`); this file lays out the components and wires them to those handlers, each event's
outputs named once in `gsd.page.view`. The engine comes in as a parameter (an engine, or a function that
builds one in a background thread), so the tests run the page with a fake engine.
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path

import gradio as gr

from gsd.config import (ASSETS, DEVICES, DRAFTERS, MAX_DEPTH, MAX_K, MAX_NEW_TOKENS, MAX_NODE_BUDGET, MODES,
                        TARGET_DTYPES, DecodeConfig)
from gsd.page import view
from gsd.page.calibration import calibration_figure
from gsd.page.compare import compare_figure
from gsd.page.depth import depth_figure
from gsd.page.run_chart import steps_figure
from gsd.page.cost import cost_figure
from gsd.page.compare import NOTE, Compare
from gsd.page.dag import empty_figure
from gsd.page.handlers import EXAMPLE_TRACE, Page, example_prompts
from gsd.page.inside_events import InsideStep
from gsd.page.look import COLORS, MODE_HELP
from gsd.page.compare import COMPARE_HEADERS, COMPARE_WIDTHS
from gsd.page.text import TOKENS_CSS, tokens_html
from gsd.page.stats import stats_markdown
from gsd.page.session import DEFAULTS, DRAFT_CONTROLS, MERGE_CHOICES, EngineSlot, new_session
from gsd.page.what_if import WhatIfEvents
from gsd.trace import MAX_TRACE_BYTES

CSS = ASSETS / "style.css"
MAX_SESSIONS = 1000           # visitors whose state the server holds at once (least recently used dropped)
OPENING_PRESET = "graph"      # the page exists to show the graph: it opens on the preset that merges most

# A click on a bar of the run's chart shows that step: plotly's click gives the bar's x (the step's number),
# which goes into the step slider's range input with an `input` event, as a drag would, so that the slider's
# own `input` event (the scrub handler) runs. Gradio redraws a plot with Plotly.react on the same element,
# which keeps its listeners; the observer attaches the listener to any new plot element.
STEP_CLICK_JS = """
() => {
  window.gsdShowStep = (number) => {
    const range = document.querySelector('#step input[type=range]');
    if (!range || range.disabled) return false;
    range.value = String(number);
    range.dispatchEvent(new Event('input', {bubbles: true}));
    return true;
  };
  const clicked = (event) => {
    const point = event && event.points && event.points[0];
    if (point) window.gsdShowStep(point.x);
  };
  const attach = () => {
    const plot = document.querySelector('#steps-plot .js-plotly-plot');
    if (plot && typeof plot.on === 'function' && !plot.gsdStepClick) {
      plot.on('plotly_click', clicked);
      plot.gsdStepClick = true;
    }
  };
  new MutationObserver(attach).observe(document.querySelector('#steps-plot') || document.body,
                                       {childList: true, subtree: true});
  attach();
}
"""

# Hovering a row of the tree attention mask (#mask-plot) highlights that position and its ancestors in the
# tree beside it (#inside-plot): the mask figure carries the positions' parents in layout.meta, and the tree's
# trace named "positions" has one point per position, so the rows it sees are selected there.
MASK_HOVER_JS = """
() => {
  const highlight = (rows) => {
    const tree = document.querySelector('#inside-plot .js-plotly-plot');
    const index = tree && tree.data ? tree.data.findIndex((t) => t.name === 'positions') : -1;
    if (index >= 0 && window.Plotly) window.Plotly.restyle(tree, {selectedpoints: [rows]}, [index]);
  };
  const attach = () => {
    const mask = document.querySelector('#mask-plot .js-plotly-plot');
    if (!mask || typeof mask.on !== 'function' || mask.gsdMaskHover) return;
    const ancestors = (event) => {
      const point = event && event.points && event.points[0];
      const parents = mask.layout && mask.layout.meta && mask.layout.meta.parents;
      if (!point || !parents) return;
      const rows = [];
      for (let row = Math.round(Number(point.y)); row >= 0 && rows.length <= parents.length; row = parents[row]) {
        rows.push(row);
      }
      highlight(rows);
    };
    mask.on('plotly_hover', ancestors);
    mask.on('plotly_click', ancestors);  // a tap, where there is no hover (a phone)
    mask.on('plotly_unhover', () => highlight(null));
    mask.gsdMaskHover = true;
  };
  new MutationObserver(attach).observe(document.querySelector('#mask-plot') || document.body,
                                       {childList: true, subtree: true});
  attach();
}
"""

INSIDE_HELP = ("One step of the run on show, as the engine ran it: each **draft** forward growing the graph, the "
               "**prompt-lookup** branch, the **unrolled** tree the target verified (a merged node copied under each "
               "parent), its attention **mask** (hover or tap a row: the tree lights up the positions it sees), what "
               "the target answered at each position (**verify**), and the **accepted** walk. Pick a stage or press "
               "Play. q is the draft's probability of a token, p the target's.")

HOW_IT_WORKS = """
<div class="gsd-how">
<p>Speculative decoding lets a small <b>draft</b> model guess several tokens that the large <b>target</b>
model then checks in <b>one</b> forward pass. Graph-structured speculative decoding (Gong et al., Findings of ACL 2024)
drafts a whole <i>graph</i> of guesses. One step:</p>
<ol>
<li><b>Draft.</b> From the <span class="sw" style="background:{root}"></span> root (the last committed
token) the draft proposes its top-<i>k</i> next tokens, layer by layer, one draft forward per layer. The
prompt-lookup branch adds <span class="sw ring square" style="border-color:{lookup}"></span> what followed the
latest words where they occurred before, with no model run.</li>
<li><b>Prune.</b> A child far less likely than its best sibling (q, the draft's probability of a token:
q &lt; θ_sib · q_best) is pruned by θ_sib: crossed out <span style="color:{pruned}">⊗</span> and never
verified. A child with q &lt; θ_prob is kept but stopped by θ_prob (not grown further): an amber rim
<span class="sw ring" style="border-color:{stopped}"></span>.</li>
<li><b>Merge.</b> When a new token repeats a node of another branch at the same depth with the same <i>n</i>
tokens before it (a recurring n-gram; with n = 0, as the See the graph preset has it, the token alone), no
node is made: a <span class="sw-line" style="border-color:{merged}"></span>
merge edge points to the existing node (ringed <span class="sw ring" style="border-color:{merged}"></span>,
its n-gram <span class="sw" style="background:{ngram}"></span> haloed), and the draft is not run for it.</li>
<li><b>Verify.</b> The graph is unrolled into a tree (a merged node copied under each parent) and the
target scores every node at once, with a tree attention mask; a node with no copy inside the node budget gets a
pink rim <span class="sw ring" style="border-color:{unverified}"></span>: not verified.</li>
<li><b>Accept.</b> Walk from the root while the target agrees: the
<span class="sw" style="background:{accepted}"></span> accepted path. A node the walk reached whose token the
target did not want is <span class="sw" style="background:{rejected}"></span> rejected; a node the walk never
reached (under a rejected node, pruned, or over the budget) is
<span class="sw ring" style="border-color:{outline}"></span> hollow: the target never judged it. The target's own
next token, the <span class="sw" style="background:{bonus}"></span> bonus token, is always committed too, so each
target forward commits τ ≥ 1 tokens and greedy output equals the target's own.</li>
</ol>
<p>In the graph a node's <b>fill</b> is the target's verdict (root, accepted, rejected, bonus, hollow) and the
<b>marks</b> on it say how drafting left it (amber rim, cross, pink rim, ring, halo, square), so a node can be
rejected and stopped at once: <span class="sw ring" style="background:{rejected};border-color:{stopped}"></span>.</p>
<p><b>After a run</b>, moving a drafting setting drafts and verifies the step on show again with it (a
<i>what-if</i>): the line above the graph says what changed, and greedy, the committed tokens never do.</p>
<p>Modes: <b>ssd</b> is a single chain, <b>tsd</b> a top-k tree, <b>dyspec</b> grows the most promising
nodes first, <b>ar</b> is the target alone (the baseline for the speed-up).</p>
</div>
""".format(**COLORS)


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
    lock = view.locks(DEFAULTS.mode)
    opening = DecodeConfig.from_preset(OPENING_PRESET, DEFAULTS.mode)
    merge_shown = None if page.example is None else view.merge_figure(page.example[0], page.example[2])

    with gr.Blocks(title="GSD: graph-structured speculative decoding", delete_cache=(3600, 3600)) as demo:
        session = gr.State(new_session, delete_callback=page.forget)  # made once per visitor, forgotten as they leave
        gr.Markdown("# Graph-structured speculative decoding, step by step\n"
                    "A small draft model proposes a graph of tokens; the target checks the whole graph in one "
                    "forward and keeps the longest path it agrees with, plus one token of its own. It is faster "
                    "because one target forward over a few dozen positions costs about as much as over one (the "
                    "cost chart below measures it on this server), and exact: the text is the target's own. After "
                    "a run, move a drafting setting to see the step on show drafted again with it.",
                    elem_id="intro")
        status = gr.Markdown(page.slot.status(), elem_id="status", label="status")
        with gr.Accordion("How GSD works", open=False, elem_id="how"):
            gr.HTML(HOW_IT_WORKS)
            if merge_shown is not None:
                figure, caption = merge_shown
                gr.Markdown(caption, elem_id="how-caption")
                gr.Plot(figure, elem_id="how-dag", show_label=False)
        with gr.Row(equal_height=False, elem_id="layout"):
            with gr.Column(scale=1, min_width=280, elem_id="controls"):
                mode = gr.Radio(list(MODES), value=DEFAULTS.mode, label="Mode", elem_id="mode")
                mode_help = gr.Markdown(MODE_HELP[DEFAULTS.mode], elem_id="mode-help")
                preset = gr.Radio(view.preset_choices(), value=OPENING_PRESET, label="Preset", elem_id="preset")
                preset_help = gr.Markdown(view.preset_help(OPENING_PRESET), elem_id="preset-help")
                k = gr.Slider(1, MAX_K, value=opening.k, step=1, label="k (max children per node)", elem_id="k",
                              **lock["k"])
                theta_prob = gr.Slider(0, 1, value=opening.theta_prob, step=0.05, label="θ_prob (branch end)",
                                       info="a node with q (the draft's probability of its token) below this is "
                                            "kept but not grown further",
                                       elem_id="theta-prob", **lock["theta_prob"])
                theta_sib = gr.Slider(0, 1, value=opening.theta_sib, step=0.05, label="θ_sib (sibling pruning)",
                                      info="a child with q below θ_sib × its best sibling's q is pruned",
                                      elem_id="theta-sib", **lock["theta_sib"])
                merge = gr.Radio(MERGE_CHOICES, value=view.merge_choice(opening.merge_n),
                                 label="Merge recurring n-grams (n)", elem_id="merge", **lock["merge_n"],
                                 info="a repeated token merges when its n tokens before match too (0: the token alone)")
                depth = gr.Slider(1, MAX_DEPTH, value=DEFAULTS.max_depth, step=1, label="Max depth", elem_id="depth",
                                  info="draft tokens in a row, at most", **lock["max_depth"])
                budget = gr.Slider(1, MAX_NODE_BUDGET, value=DEFAULTS.node_budget, step=1, label="Node budget",
                                   info="draft positions a step verifies, at most: a merged node once per "
                                        "parent (pruned nodes and the lookup branch not counted)",
                                   elem_id="budget", **lock["node_budget"])
                lookup = gr.Checkbox(value=DEFAULTS.lookup, label="Prompt-lookup branch", elem_id="lookup",
                                     info="also try what followed the latest words where they occurred before "
                                          "(no model runs for it)", **lock["lookup"])
                gr.Markdown("Greyed settings do not apply to the chosen mode.", elem_classes=["gsd-note"])
                max_new = gr.Slider(1, MAX_NEW_TOKENS, value=DEFAULTS.max_new_tokens, step=1, label="Max new tokens",
                                    elem_id="max-new-tokens")
                temperature = gr.Slider(0, 2, value=DEFAULTS.temperature, step=0.05, elem_id="temperature",
                                        label="Temperature", info="0 = greedy: the output equals the target's own")
                seed = gr.Number(value=DEFAULTS.seed, precision=0, minimum=0, label="Seed", elem_id="seed")
                with_baseline = gr.Checkbox(value=False, elem_id="baseline",
                                            label="Also run plain decoding (ar) on the same prompt, for the speed-up")
            with gr.Column(scale=3, min_width=480):
                prompt = gr.Textbox(label="Prompt", lines=3, max_lines=12, elem_id="prompt",
                                    placeholder="Ask something, or pick an example below")
                with gr.Row():
                    chat = gr.Checkbox(value=True, label="Chat template", elem_id="chat", scale=2)
                    generate = gr.Button("Generate", variant="primary", elem_id="generate", scale=1)
                    compare = gr.Button("Compare modes", elem_id="compare", scale=1)
                    stop = gr.Button("Stop", variant="stop", elem_id="stop", scale=1)
                if prompts:
                    gr.Examples([[p] for p in prompts], inputs=[prompt], label="Example prompts")
                with gr.Row(equal_height=True, elem_id="conversation-row"):
                    gr.Markdown("A new prompt follows up on your last answer, with your conversation so far "
                                "(replaying a trace leaves it as it is).", elem_id="conversation-note")
                    new_conversation = gr.Button("New conversation", elem_id="new-conversation", size="sm",
                                                 interactive=False, scale=0, min_width=290)
                conversation = gr.HTML("", elem_id="conversation", visible=False, padding=False, label="earlier turns")
                output = gr.HTML(tokens_html([]), elem_id="output", label="text", css_template=TOKENS_CSS,
                                 min_height=80, max_height=360, autoscroll=True, padding=True, container=True)
                with gr.Row(equal_height=True, elem_id="what-if-row"):
                    what_if = gr.Markdown("", elem_id="what-if", visible=False, label="what-if")
                    what_if_back = gr.Button("↩ Back to the recorded step", elem_id="what-if-back", visible=False,
                                             size="sm", scale=0, min_width=220)
                dag = gr.Plot(empty_figure(), elem_id="dag", show_label=False, label="step graph")
                steps_plot = gr.Plot(steps_figure([]), elem_id="steps-plot", show_label=False,
                                     label="run chart")  # a click picks a step
                with gr.Row(equal_height=False):
                    step = gr.Slider(1, 2, value=1, step=1, label="Step (scrub through the run)", elem_id="step",
                                     interactive=False, scale=5)
                    replay = gr.Button("▶ Replay", elem_id="replay", scale=1, size="sm", min_width=90)
                with gr.Accordion("Inside this step", open=True, elem_id="inside"):
                    gr.Markdown(INSIDE_HELP, elem_classes=["gsd-note"])
                    with gr.Row(equal_height=False):
                        inside_stage = gr.Radio([], value=None, label="Stage", elem_id="inside-stage", scale=6)
                        inside_play = gr.Button("▶ Play the stages", elem_id="inside-play", scale=1, size="sm",
                                                min_width=110)
                    inside_text = gr.Markdown("", elem_id="inside-text", label="inside text")
                    with gr.Row(equal_height=False):
                        inside_plot = gr.Plot(empty_figure(), elem_id="inside-plot", show_label=False, scale=3,
                                              label="inside figure")
                        mask_plot = gr.Plot(empty_figure(), elem_id="mask-plot", show_label=False, scale=2,
                                            label="attention mask", visible=False)  # at the Mask stage only
                depth_plot = gr.Plot(depth_figure([]), elem_id="depth-plot", show_label=False,
                                     label="acceptance by depth")
                calibration_plot = gr.Plot(calibration_figure([], None, None), elem_id="calibration-plot",
                                           show_label=False, label="calibration")
                calibration_text = gr.Markdown("", elem_id="calibration-text", label="calibration text")
                cost_plot = gr.Plot(cost_figure([], None), elem_id="cost-plot", show_label=False, label="cost")
                cost_text = gr.Markdown("", elem_id="cost-text", label="cost text")
                stats = gr.Markdown(stats_markdown(None), elem_id="stats", label="stats")
                with gr.Row():
                    download = gr.DownloadButton("Download trace (JSON)", elem_id="trace-download", interactive=False)
                    upload = gr.File(label="Replay a trace (JSON), no model needed", file_types=[".json"],
                                     type="filepath", elem_id="trace-upload")
        with gr.Column(elem_id="comparison"):
            gr.Markdown("### Compare modes\n" + NOTE, elem_id="compare-note")
            compare_table = gr.Dataframe(headers=list(COMPARE_HEADERS), interactive=False, elem_id="compare-table",
                                         label="comparison", show_label=False,
                                         wrap=True, column_widths=COMPARE_WIDTHS)
            compare_plot = gr.Plot(compare_figure([]), elem_id="compare-plot", show_label=False,
                                   label="comparison chart")
            compare_open = gr.Dropdown([], value=None, label="Show a compared run (its text, graphs and stats)",
                                       elem_id="compare-open", interactive=True)
        timer = gr.Timer(1.0, active=not page.slot.loaded.is_set())

        # The components by the names the handlers' updates use (gsd.page.view names each event's outputs).
        components = dict(output=output, dag=dag, step=step, stats=stats, status=status, download=download,
                          upload=upload, session=session, timer=timer, mode_help=mode_help, k=k,
                          theta_prob=theta_prob, theta_sib=theta_sib, merge_n=merge, max_depth=depth,
                          node_budget=budget, lookup=lookup, steps_plot=steps_plot, compare_table=compare_table,
                          compare_plot=compare_plot, compare_open=compare_open, preset=preset,
                          preset_help=preset_help, depth_plot=depth_plot, inside_stage=inside_stage,
                          inside_text=inside_text, inside_plot=inside_plot, mask_plot=mask_plot,
                          conversation=conversation, new_conversation=new_conversation, what_if=what_if,
                          what_if_back=what_if_back, calibration_plot=calibration_plot,
                          calibration_text=calibration_text, cost_plot=cost_plot, cost_text=cost_text)

        def wired(handler, names: tuple[str, ...]) -> dict:
            """An event's `fn` and `outputs`: the handler's updates as tuples of the components `names`."""
            return {"fn": view.as_outputs(handler, names), "outputs": [components[name] for name in names]}

        controls = [components[name] for name in DRAFT_CONTROLS]
        demo.load(**wired(page.load, view.LOAD), inputs=[session], api_visibility="private", concurrency_limit=None)
        timer.tick(**wired(page.model_status, view.MODEL_STATUS), inputs=[session], api_visibility="private",
                   concurrency_limit=None, show_progress="hidden")
        mode.change(**wired(page.mode_changed, view.MODE), inputs=[mode], api_visibility="private",
                    concurrency_limit=None, show_progress="hidden")
        # A preset sets four controls; the visitor moving one of them (`input`: not the preset's own setting of
        # them) shows the preset they now match, or Custom.
        chosen = preset.input(**wired(page.preset_chosen, view.PRESET), inputs=[preset], api_visibility="private",
                              concurrency_limit=None, show_progress="hidden")
        preset_controls = [components[name] for name in view.PRESET_CONTROLS]
        # preprocess=False: a number typed out of range into a slider's box reaches the handlers as sent (they read
        # it leniently, and the what-if names the setting and its range), not Gradio's error toast
        gr.on([control.input for control in preset_controls], **wired(page.settings_moved, view.CUSTOM),
              inputs=preset_controls, api_visibility="private", concurrency_limit=None, show_progress="hidden",
              preprocess=False)
        # What-if: a drafting setting moved (a preset, the mode) drafts the step on show again. `ask` marks the
        # newest what-if at once; the runs wait for the model, and all but the newest return at once.
        asking = dict(fn=what_ifs.ask, inputs=[session, step, mode, *controls], outputs=None, concurrency_limit=None,
                      show_progress="hidden", api_visibility="private", preprocess=False)
        drafting = dict(**wired(what_ifs.run, view.WHAT_IF), inputs=[session, step, mode, *controls],
                        concurrency_limit=1, concurrency_id="model", preprocess=False, show_progress="hidden")
        # always_last: a setting moved while a what-if is being asked is asked for after it, so the last one runs
        gr.on([control.input for control in controls] + [mode.input], **asking,
              trigger_mode="always_last").then(**drafting, api_name="what_if")
        chosen.then(**asking).then(**drafting, api_visibility="private")
        what_if_back.click(**wired(what_ifs.back, view.WHAT_IF), inputs=[session, step], api_name="what_if_back",
                           concurrency_limit=None, show_progress="hidden", preprocess=False)
        demo.load(None, js=STEP_CLICK_JS)
        demo.load(None, js=MASK_HOVER_JS)
        # preprocess=False: the handler gets the values as sent and checks every one itself (make_config), so
        # that a setting out of range sent straight to the API gets a message naming it, not Gradio's.
        settings = [mode, *controls, max_new, temperature, seed]
        run = dict(**wired(page.generate, view.RUN), inputs=[session, prompt, chat, *settings, with_baseline],
                   concurrency_limit=1, concurrency_id="model", preprocess=False)
        # Two events per press: `enqueue` (no concurrency limit, so instant) hands the run its Stop flag,
        # then the run waits its turn for the model.
        # One chain for the button and Enter: while its run is pending the page does not start it again.
        gr.on([generate.click, prompt.submit], page.enqueue, [session], [status], concurrency_limit=None,
              show_progress="hidden", api_visibility="private").then(**run, api_name="generate")
        new_conversation.click(**wired(page.new_conversation, view.NEW_CONVERSATION), inputs=[session],
                               api_name="new_conversation", concurrency_limit=None, show_progress="hidden")
        replaying = replay.click(**wired(page.replay, view.REPLAY), inputs=[session], api_name="replay",
                                 concurrency_limit=None, concurrency_id="replay")
        # Inside this step: a stage chosen, or Play walking the step on show through its stages (no model).
        inside_stage.input(**wired(inside_step.choose, view.INSIDE), inputs=[session, step, inside_stage],
                           api_name="inside_stage", concurrency_limit=None, show_progress="hidden", preprocess=False)
        playing = inside_play.click(**wired(inside_step.play, view.INSIDE), inputs=[session, step],
                                    api_name="inside_play", concurrency_limit=None, show_progress="hidden",
                                    preprocess=False)
        # Stop (which also ends a replay), then its settle: once the run has closed, its closing line is shown
        # again, so that it and not Stop's own "Stopping…" is what the status keeps, whichever came first.
        stop.click(page.stop, [session], [status], api_name="stop", concurrency_limit=None,
                   cancels=[replaying, playing],
                   show_progress="hidden").then(page.settle, [session], [status], api_visibility="private",
                                                concurrency_limit=None, show_progress="hidden")
        step.input(**wired(page.scrub, view.SCRUB), inputs=[session, step], api_name="scrub",
                   concurrency_limit=None, show_progress="hidden", trigger_mode="always_last", preprocess=False)
        upload.upload(**wired(page.upload, view.UPLOAD), inputs=[session, upload], api_name="upload",
                      concurrency_limit=None)
        # Compare: like Generate, a Stop flag first, then the runs wait their turn for the model; a press while
        # a run is going raises in `enqueue`, which ends the chain there.
        compare.click(comparing.enqueue_comparison, [session], [status], concurrency_limit=None, show_progress="hidden",
                      api_visibility="private").success(
            **wired(comparing.compare, view.COMPARE), inputs=[session, prompt, chat, max_new, depth, budget, lookup],
            concurrency_limit=1, concurrency_id="model", preprocess=False, api_name="compare")
        compare_open.input(**wired(comparing.open, view.RUN), inputs=[session, compare_open], api_name="open_run",
                           concurrency_limit=None)
    demo.queue(default_concurrency_limit=1)
    return demo


def launch(demo: gr.Blocks, **options):
    """Start the page with its stylesheet and theme (Gradio 6 takes both at launch), at most MAX_SESSIONS
    visitors' state held at once, and uploads refused above twice the trace limit before they are stored
    (below that, the trace loader says the limit)."""
    theme = gr.themes.Soft(font=["ui-sans-serif", "system-ui", "sans-serif"], font_mono=["ui-monospace", "monospace"])
    options = {"state_session_capacity": MAX_SESSIONS, "max_file_size": 2 * MAX_TRACE_BYTES, **options}
    return demo.launch(css_paths=[CSS] if CSS.exists() else None, theme=theme, **options)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The GSD demo page.")
    parser.add_argument("--target", help="target model: a Hub id or a local folder "
                                         "(default: the embedded SmolLM2-135M-Instruct)")
    parser.add_argument("--draft", help="draft model: a Hub id or a local folder (default: the embedded draft)")
    parser.add_argument("--device", choices=DEVICES, default="auto")
    parser.add_argument("--target-dtype", choices=TARGET_DTYPES, default="auto",
                        help="auto: float32 on a CPU (greedy output equals plain greedy output), bfloat16 on a GPU; "
                             "bfloat16 on a CPU shows what a GPU does: speculative output can part from plain "
                             "decoding's (Compare names where)")
    parser.add_argument("--port", type=int, default=7860)
    parser.add_argument("--share", action="store_true", help="also serve on a public gradio.live link")
    parser.add_argument("--drafter", choices=DRAFTERS, default=DEFAULTS.drafter,
                        help="model: the draft model proposes; head: the feature head, reading the target's hidden "
                             "states (CPU); lookup: n-gram lookup in the prompt (no draft model)")
    parser.add_argument("--head", help="the feature head's folder, for --drafter head (default: the embedded one)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")

    def load_engine():
        from gsd.engine import Engine  # torch and transformers load here, in the background thread
        from gsd.models import load_for
        return Engine(load_for(args.drafter, args.target, args.draft, args.head, args.device,
                               target_dtype=args.target_dtype))

    label = args.target or "the embedded SmolLM2-135M-Instruct"
    label += {"model": " and its draft", "head": " and its feature head"}.get(args.drafter, "")
    label += " (target in bfloat16)" if args.target_dtype == "bfloat16" else ""
    demo = build_demo(load_engine, drafter=args.drafter, loading_label=label)
    launch(demo, server_port=args.port, share=args.share)


if __name__ == "__main__":
    main()
