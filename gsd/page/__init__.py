"""The demo page's code (the Gradio layout and wiring are in `app.py`), a folder per section of the page in the order
the page shows them, and one for the run's own flow. Each panel is a module that builds its components, draws them
from the one `Shown` of the run on show and names the fields it owns (none imports torch; the drawing modules import
no Gradio either).

- `step/`, the first view: `headline` (the run's speed, τ and exactness), `text` (the streamed text), `step_graph`
  (the step's DAG, drawn by `dag` on `dag_layout`), `step_slider`.
- `explain` (here): the intro and "How GSD works", with a recorded step that merged.
- `inside/`, "Inside this step": `panel` (the stages of one step) drawn by `draft`, `tree` and `words` on `common`;
  `events` plays them.
- `evidence/`, "Why it pays or not": `run_chart` (a bar per step), `depth` (acceptance by depth), `calibration`
  (share accepted by q), `cost` (what a bigger tree costs), `projection` (the run's steps priced on a GPU), `timing`
  (where the time went), `stats` (the totals).
- `compare/`, "Compare modes, and the race": `runs` (the Compare button: every mode on one prompt, one after the
  other), `panel` (their table, merging's pair and chart), `race` (their texts side by side at the recorded pace).
- `settings/`, "Settings": `controls` (the controls and presets), `what_if` (the step on show drafted again).
- `trace_files` (here), "Trace files": the download and upload.
- `run/`, the run's flow: `handlers` (`Page`: load, generate, stop, settle, enqueue, scrub, upload, replay,
  mode_changed, preset_chosen, settings_moved, model_status, new_conversation; each returns a named update);
  `session` (the page's one engine, `EngineSlot`, a visitor's `Session`, the checks on settings and uploaded traces,
  what a long run keeps of its old steps); `requests` (the engine's steps, timed; a run decoding on a thread of its
  own, `LiveRun`, in its turn for the model, `MODEL`; the GPU calls, `on_gpu`); `line` (a visitor's place in the queue);
  `visitors` (who is on the page); `conversation` (the follow-up) and `turns` (the earlier turns above the text);
  `shown` (the one picture of the run on show every panel reads).

`view` (here) lists the panels (`RUN_PANELS`, `PANELS`) and what each event redraws, composed from a visitor's
`Session` (`PageUpdate`, each event's outputs in order). `look` is the vocabulary the panels share (colours, labels,
marks, captions); `charts` what every chart is drawn on.
"""
