"""The demo page's code (the Gradio layout and wiring are in `app.py`): what each event does, what each
visitor's page holds, and each panel the page shows, a module each.

Events and state:
- `handlers`: the events (`Page`: load, generate, stop, settle, enqueue, scrub, upload, replay, mode_changed,
  preset_chosen, settings_moved, model_status, new_conversation); each returns a named update. `compare` runs
  Compare's modes one after the other; `what_if` drafts the step on show again; `inside_events` plays its stages.
- `view`: the panels (`RUN_PANELS`, `PANELS`) and what each event redraws, composed from a visitor's `Session`
  (`PageUpdate`, each event's outputs in order). `shown`: the one picture of the run on show every panel reads.
- `requests`: what a run is made of (the engine's steps, timed; a run decoding on a thread of its own, `LiveRun`,
  in its turn for the model, `MODEL`), and the GPU calls (`on_gpu`); `line`: a visitor's place in the queue;
  `visitors`: who is on the page.
- `session`: the page's one engine (`EngineSlot`), a visitor's `Session`, the checks on settings and uploaded
  traces, and what a long run keeps of its old steps; `settings`: the controls and presets; `trace_files`:
  the download and upload.

Panels (none imports torch; the drawing modules import no Gradio either). The first view:
- `headline` (the run's speed, τ and exactness), `turns` (the earlier turns), `text` (the streamed text),
  `step_graph` (the step's DAG, drawn by `dag` on `dag_layout`), `step_slider`; then the sections under it:
  `run_chart` (a bar per step);
- `inside` (the stages of one step: `inside_draft`, `inside_tree`, `inside_words`, `inside_common`);
- `depth` (acceptance by depth), `calibration` (share accepted by q), `cost` (what a bigger tree costs),
  `projection` (the run's steps priced on a GPU), `timing` (where the time went), `stats` (the totals);
- `compare_panel` (every mode on one prompt: its table, merging's pair and chart), `race` (their texts side by
  side at the recorded pace); `explain` (how GSD works,
  with a recorded step that merged); `conversation` (the follow-up note).
`look` is the vocabulary they share (colours, labels, marks, captions); `charts` what every chart is drawn on.
"""
