"""The demo page's code (the Gradio layout and wiring are in `app.py`): what each event does, what each
visitor's page holds and what it shows.

- `handlers`: the events (`Page`: load, generate, stop, settle, enqueue, scrub, upload, replay, mode_changed,
  preset_chosen, settings_moved, model_status); each returns a named update.
- `compare`: the Compare button (`Compare`: every mode on one prompt, one run after the other, and a compared
  run put on show).
- `view`: the panels' updates built from a visitor's `Session` (`PageUpdate`, the outputs' order, the stats'
  totals, the comparison's panels, the presets, the trace file to download).
- `session`: the page's one engine (`EngineSlot`), a visitor's `Session`, the checks on settings and
  uploaded traces, and what a long run keeps of its old steps.
- `dag`: the step's DAG, laid out and drawn (plotly). `charts`: the run's chart (a bar per step) and the
  comparison's. `panels`: the token text, the stats and comparison tables, captions and colours. None of the
  three imports torch or Gradio.
"""
