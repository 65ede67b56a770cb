"""The demo page's code (the Gradio layout and wiring are in `app.py`): what each event does, what each
visitor's page holds, and each panel the page shows, a module each.

Events and state:
- `handlers`: the events (`Page`: load, generate, stop, settle, enqueue, scrub, upload, replay, mode_changed,
  preset_chosen, settings_moved, model_status, new_conversation); each returns a named update.
- `view`: the updates composed from a visitor's `Session` (`PageUpdate`, each event's outputs in order, the
  presets, the trace file to download). `requests`: what a run is made of (the engine's steps, timed).
- `session`: the page's one engine (`EngineSlot`), a visitor's `Session`, the checks on settings and uploaded
  traces, and what a long run keeps of its old steps.

Panels (none imports torch; the drawing modules import no Gradio either):
- `text` (the streamed text), `conversation` (the earlier turns), `stats` (the totals and the speed-up);
- `what_if` (a setting moved redraws the step on show) beside `dag` (the step's DAG, laid out and drawn);
- `run_chart` (a bar per step), `depth` (acceptance by depth), `calibration` (share accepted by q), `cost`
  (what a bigger tree costs); `inside` (the stages of one step, with `inside_*` and `inside_events`);
- `compare` (every mode on one prompt: its events, table and chart).
`look` is the vocabulary they share (colours, labels, marks, captions); `charts` what every chart is drawn on.
"""
