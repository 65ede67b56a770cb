"""The race (`#race`): the compared runs' texts growing side by side at the pace they were made, each step shown
once the engine's recorded time for the steps up to it has passed, plain decoding (ar) beside GSD, with the
elapsed time under each; ▶ Race (`#race-play`) plays it again, in the browser alone (`JS`: no server round trip,
so the race runs at the recorded pace whatever the server is doing). The runs are the last comparison's
(`gsd.page.compare.runs`); the times are the engine's own (a step's phase times), not the page's.
"""

from __future__ import annotations

import html
import json
from typing import Any

import gradio as gr

from ...trace import StepTrace
from ..run.shown import Shown

NAMES = ("race",)
LANES = ("ar", "gsd · Fast", "gsd · See the graph")  # the compared runs that race, by label, when there

CSS = """
.gsd-race { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 10px; }
.gsd-race-lane { border: 1px solid #d1d5db; border-radius: 6px; padding: 6px 8px; }
.gsd-race-label { font-weight: 600; font-size: 13px; }
.gsd-race-text { white-space: pre-wrap; font-size: 13px; min-height: 6em; max-height: 14em; overflow-y: auto; }
.gsd-race-time { font-size: 12px; color: #4b5563; font-variant-numeric: tabular-nums; }
"""


def build() -> dict[str, Any]:
    with gr.Column(elem_id="race-panel"):
        gr.Markdown("#### The race\nThe compared runs' texts as fast as the engine made them: each step appears "
                    "when its recorded time has passed. Plain decoding (ar) makes one token a step; GSD commits "
                    "several.", elem_id="race-note")
        race = gr.HTML(race_html([]), elem_id="race", label="race", css_template=CSS)
        play = gr.Button("▶ Race", elem_id="race-play", size="sm")
    return {"race": race, "race_play": play}


def draw(shown: Shown) -> dict[str, Any]:
    lanes = [(run.label, run.steps) for label in LANES for run in shown.runs if run.label == label]
    return {"race": race_html(lanes)}


def lane(steps: list[StepTrace]) -> list[tuple[float, str]]:
    """(seconds since the run began, the step's text) for each step: its time is the engine's, the steps' phase
    times added up (the first step's includes the prompt's prefill)."""
    elapsed, out = 0.0, []
    for step in steps:
        elapsed += sum(step.ms.values()) / 1000
        out.append((round(elapsed, 4), "".join(step.committed_text)))
    return out


def race_html(lanes: list[tuple[str, list[StepTrace]]]) -> str:
    """The race's lanes, each with its whole text and time until ▶ Race plays them; the data the player reads
    is in the element's `data-lanes`."""
    if not lanes:
        return '<div class="gsd-race gsd-empty">Press Compare modes: the runs race here once they have run.</div>'
    data = [{"label": label, "steps": lane(steps)} for label, steps in lanes]
    rows = []
    for item in data:
        steps = item["steps"]
        total = steps[-1][0] if steps else 0.0
        text = html.escape("".join(piece for _, piece in steps))
        rows.append(f'<div class="gsd-race-lane"><div class="gsd-race-label">{html.escape(item["label"])}</div>'
                    f'<div class="gsd-race-text">{text}</div>'
                    f'<div class="gsd-race-time">{total:.2f} s · {len(steps)} steps</div></div>')
    payload = html.escape(json.dumps(data, ensure_ascii=False), quote=True)
    return f'<div class="gsd-race" data-lanes="{payload}">{"".join(rows)}</div>'



# Plays the race: every lane's text emptied, then each step's text added once its recorded time has passed.
JS = """
() => {
  window.gsdRace = () => {
    const race = document.querySelector('#race .gsd-race[data-lanes]');
    if (!race) return;
    const lanes = JSON.parse(race.dataset.lanes);
    const boxes = [...race.querySelectorAll('.gsd-race-lane')];
    const start = performance.now();
    const shown = lanes.map(() => 0);
    boxes.forEach(box => { box.querySelector('.gsd-race-text').textContent = ''; });
    race.dataset.playing = '1';
    const tick = (now) => {
      const elapsed = (now - start) / 1000;
      let going = false;
      lanes.forEach((lane, i) => {
        const text = boxes[i].querySelector('.gsd-race-text'), time = boxes[i].querySelector('.gsd-race-time');
        while (shown[i] < lane.steps.length && lane.steps[shown[i]][0] <= elapsed) {
          text.textContent += lane.steps[shown[i]][1];
          shown[i] += 1;
        }
        const done = shown[i] >= lane.steps.length;
        const last = lane.steps.length ? lane.steps[lane.steps.length - 1][0] : 0;
        time.textContent = (done ? last : elapsed).toFixed(2) + ' s · ' + shown[i] + ' of ' + lane.steps.length
          + ' steps' + (done ? ' ✓' : '');
        going = going || !done;
      });
      if (going) requestAnimationFrame(tick); else race.dataset.playing = '';
    };
    requestAnimationFrame(tick);
  };
}
"""
