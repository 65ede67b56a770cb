"""The demo page's code (the Gradio layout and wiring are in `app.py`): what each event does, what each
visitor's page holds and what it shows.

- `handlers`: the events (`Page`: load, generate, stop, settle, enqueue, scrub, upload, replay, mode_changed,
  model_status); each returns a named update.
- `view`: the panels' updates built from a visitor's `Session` (`PageUpdate`, the outputs' order, the stats'
  totals, the trace file to download).
- `session`: the page's one engine (`EngineSlot`), a visitor's `Session`, the checks on settings and
  uploaded traces, and what a long run keeps of its old steps.
- `dag`: the step's DAG, laid out and drawn (plotly). `panels`: the token text, the stats table, captions
  and colours. Neither imports torch or Gradio.
"""
