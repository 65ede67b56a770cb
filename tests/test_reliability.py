"""Reliability of the page, driven through its real server on loopback (tests/served.py): bad input and bad
trace files get a message and the page stays usable; a model that cannot load still leaves replay; a failure
is one line for the visitor and a traceback in the log. Several visitors, Stop and memory: test_load.py.
The messages each bad input gets are printed: `pytest -s tests/test_reliability.py`.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import replace

import httpx

from gsd import trace as gsd_trace
from gsd import trace_file
from gsd.config import MAX_NEW_TOKENS
from gsd.engine.loop import Engine
from gsd.models import load_pair
from gsd.page import view
from gsd.page.run.session import MAX_STEP_NODES
from gsd.page.run.shown import resting
from gsd.page.step.text import tokens_html
from gsd.trace import TokenGraph
from gsd.trace_file import MAX_TRACE_BYTES
from helpers import ar_step, random_step, received
from served import SETTINGS, Watched, api_args, client, committed, decided, serve, trace_of, worst_step


# ---- bad input: a message in the page, and the page stays usable ---------------------------------------

BAD_INPUTS = [  # (what was sent, changes, words the message must hold)
    ("empty prompt", {"prompt": ""}, "the prompt is empty"),
    ("whitespace prompt", {"prompt": " \n\t "}, "the prompt is empty"),
    ("no prompt (null)", {"prompt": None}, "the prompt is empty"),
    ("prompt = 42", {"prompt": 42}, "the prompt must be text, got int"),
    ("prompt of 400 tokens", {"prompt": "w1 " * 400}, "the prompt is 400 tokens; with max new tokens = 12 at most 244 "
                                                      "fit in the target's context of 256"),
    ("prompt of 40,000 characters", {"prompt": "w1 " * 13_334}, "at most 32,000 are accepted"),
    ("k = 0", {"k": 0}, "k must be an integer in [1, 8], got 0"),
    ("k = 2.5", {"k": 2.5}, "k must be an integer in [1, 8], got 2.5"),
    ("k = 'many'", {"k": "many"}, "k must be a number, got 'many'"),
    ("θ_prob = 1.5", {"theta_prob": 1.5}, "theta_prob must be a number in [0.0, 1.0], got 1.5"),
    ("node budget = 10⁶", {"node_budget": 10**6}, "node_budget must be an integer in [1, 256], got 1000000"),
    ("max new tokens = 10⁹", {"max_new_tokens": 10**9},
     "max_new_tokens must be an integer in [1, 2048], got 1000000000"),
    ("seed = -1", {"seed": -1}, "seed must be an integer in [0, 9223372036854775807], got -1"),
    ("seed = null", {"seed": None}, "seed must be a number, got None"),
    ("mode = 'fast'", {"mode": "fast"}, "mode must be one of ar, ssd, tsd, gsd, dyspec, got 'fast'"),
    ("merge = '9'", {"merge": "9"}, "merge must be one of off, 0, 1, 2, 3, 4, got '9'"),
    ("lookup = 'yes'", {"lookup": "yes"}, "lookup must be true or false, got 'yes'"),
]
RAW_BAD_INPUTS = [  # JSON literals gradio_client refuses to send, posted as they are: (what, setting, literal, words)
    ("θ_sib = NaN", "theta_sib", "NaN", "theta_sib must be a number in [0.0, 1.0], got nan"),
    ("k = NaN", "k", "NaN", "k must be an integer in [1, 8], got nan"),
    ("temperature = Infinity", "temperature", "Infinity", "temperature must be a number in [0.0, 2.0], got inf"),
]


def raw_generate(url: str, body: str) -> list:
    """POST /generate as raw JSON (NaN and Infinity literals included) and read the event stream's last data."""
    base = url.rstrip("/") + "/gradio_api/call/generate"
    event = httpx.post(base, content=body, headers={"content-type": "application/json"}, timeout=30).json()
    with httpx.stream("GET", f"{base}/{event['event_id']}", timeout=60) as stream:
        lines = [line for line in stream.iter_lines() if line.startswith("data:")]
    return json.loads(lines[-1][len("data:"):])


def test_bad_input_gets_a_message_and_the_page_stays_usable(served, alone, tmp_path):
    url, _ = served
    visitor = client(url, tmp_path)
    good = received(visitor.predict(*api_args("w1 w2 w3"), api_name="/generate"))
    assert good.status.startswith("✓ Done") and committed(trace_of(good.download)[0]) == committed(alone("w1 w2 w3"))
    visitor.predict(api_name="/new_conversation")  # the prompts below alone (a refusal adds no turn either)
    seen = []
    for what, changes, words in BAD_INPUTS:
        changes = dict(changes)
        prompt = changes.pop("prompt", "w1 w2 w3")
        status = received(visitor.predict(*api_args(prompt, **changes), api_name="/generate")).status
        seen.append((what, status))
        assert status.startswith("⚠") and words in status, (what, status)
        assert "Traceback" not in status and 'File "' not in status
    for what, name, literal, words in RAW_BAD_INPUTS:
        values = [json.dumps(v) for v in api_args("w1 w2 w3")]
        values[1 + list(SETTINGS).index(name)] = literal
        data = raw_generate(url, '{"data": [' + ", ".join(values) + "]}")
        status = received(data).status
        seen.append((what, status))
        assert status.startswith("⚠") and words in status, (what, status)
    # The run on show is still the good one (a refusal leaves the panels alone), and the next request works.
    scrubbed = received(visitor.predict(1, api_name="/scrub"), view.SCRUB)
    assert scrubbed.output == tokens_html(alone("w1 w2 w3"), selected=1)
    again = received(visitor.predict(*api_args("w4 w5"), api_name="/generate"))
    assert again.status.startswith("✓ Done") and committed(trace_of(again.download)[0]) == committed(alone("w4 w5"))
    print("\nbad input → message")
    for what, status in seen:
        print(f"  {what:30} → {status}")


def test_bad_trace_uploads_get_a_message_and_a_good_one_still_replays(served, tmp_path):
    from gradio_client import handle_file

    url, _ = served
    visitor = client(url, tmp_path)
    good = trace_file.dumps([random_step(i, 12, seed=3) for i in range(1, 5)], None, "a prompt")
    deep = json.loads(good)
    deep["steps"][0]["graph"]["nodes"][1]["depth"] = 10**9
    crowded = trace_file.dumps([worst_step(MAX_STEP_NODES + 1)], None, "")
    fan = worst_step(1200)  # one node whose parents are 1,200 nodes: few nodes, too many edges to draw
    fan_in = gsd_trace.Node(9, " x", tuple(range(1, 1200)), 2, 0.5, gsd_trace.REJECTED, p=0.1)
    fan_in = trace_file.dumps([replace(fan, graph=TokenGraph(fan.graph.nodes + (fan_in,)))], None, "")
    huge = json.loads(good)
    huge["steps"][0]["graph"]["nodes"][1]["token"] = float("inf")
    cases = [
        ("malformed (not JSON)", "{not json", "not valid JSON"),
        ("truncated", good[: len(good) // 2], "not valid JSON"),
        ("oversized", '{"schema": "gsd-trace", "pad": "' + "x" * MAX_TRACE_BYTES + '"}', "larger than 20 MB"),
        ("wrong version", good.replace('"version": 2', '"version": 3', 1),
         "trace version 3 is not supported (this build reads versions 1 and 2)"),
        ("not a trace", json.dumps({"schema": "something else"}), "not a GSD trace"),
        ("missing fields", json.dumps({"schema": "gsd-trace", "version": 1, "steps": [{}]}), "malformed trace"),
        ("depth 10⁹", json.dumps(deep), "each one layer above it"),
        (f"{MAX_STEP_NODES + 1} nodes in a step", crowded, f"a step has at most {MAX_STEP_NODES:,}"),
        (f"{MAX_NEW_TOKENS + 1} steps", trace_file.dumps([ar_step(i, 3) for i in range(MAX_NEW_TOKENS + 1)]),
         f"the page replays at most {MAX_NEW_TOKENS:,}"),
        ("2,398 edges in a step", fan_in, f"a step has at most {MAX_STEP_NODES - 1:,}"),
        ("token = Infinity", json.dumps(huge), "OverflowError"),
        ("nested 100,000 deep", "[" * 100_000, "nested too deeply"),
    ]
    print("\nbad trace upload → message")
    for number, (what, text, words) in enumerate(cases):
        path = tmp_path / f"bad-{number}.json"
        path.write_text(text, encoding="utf-8")
        status = received(visitor.predict(handle_file(str(path)), api_name="/upload"), view.UPLOAD).status
        print(f"  {what:30} → {status[:150]}")
        assert status.startswith("⚠ That trace cannot be replayed") and words in status, (what, status)
    path = tmp_path / "good.json"
    path.write_text(good, encoding="utf-8")
    result = received(visitor.predict(handle_file(str(path)), api_name="/upload"), view.UPLOAD)
    assert "Loaded a trace: 4 steps" in result.status and result.upload is None
    assert [s.graph for s in trace_of(result.download)[0]] == [s.graph for s in trace_file.loads(good)[0]]


def test_a_model_that_cannot_be_loaded_says_the_fix_and_replay_still_works(tiny_paths, tmp_path):
    from gradio_client import handle_file

    missing = tmp_path / "no-such-model"

    def load_engine():
        return Engine(load_pair(str(missing), tiny_paths["draft"], device="cpu"))

    demo, url = serve(load_engine, loading_label="the test models")
    try:
        visitor = client(url, tmp_path)
        deadline = time.monotonic() + 30
        while True:
            status = received(visitor.predict(*api_args("w1 w2 w3"), api_name="/generate")).status
            if "still loading" not in status or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        print(f"\nmodel that cannot be loaded → {status}")
        assert status.startswith("⚠ the models could not be loaded, so only trace replay works. ModelError: "
                                  f"the target model '{missing}' is not a folder here; pass a local folder")
        path = tmp_path / "trace.json"
        path.write_text(trace_file.dumps([random_step(i, 10) for i in (1, 2)], None, "p"), encoding="utf-8")
        uploaded = received(visitor.predict(handle_file(str(path)), api_name="/upload"), view.UPLOAD)
        assert "Loaded a trace: 2 steps" in uploaded.status
    finally:
        demo.close()


# ---- failures -------------------------------------------------------------------------------------------

def test_an_engine_failure_is_one_line_for_the_visitor_and_a_traceback_in_the_log(engine, alone, caplog,
                                                                                   tmp_path):
    caplog.set_level(logging.INFO, logger="gsd.page")
    demo, url = serve(Watched(engine, fail_prompt="w1 w2 w3", fail_step=3))
    try:
        visitor = client(url, tmp_path)
        failed = received(visitor.predict(*api_args("w1 w2 w3"), api_name="/generate"))
        status = failed.status
        print(f"\nengine failure → {status}")
        assert status.startswith("⚠ Generation failed after 2 steps (RuntimeError: simulated failure inside the "
                                 "target forward). The text so far is kept. The server log has the details (run ")
        assert "Traceback" not in status and "second line" not in status and 'File "' not in status
        steps, summary, _ = trace_of(failed.download)
        assert decided(steps) == decided(alone("w1 w2 w3")[:2]) and summary.stopped_by == "error"
        assert failed.output == tokens_html(steps, selected=resting(steps))
        run_id = status.rsplit("(run ", 1)[1].rstrip(").")
        records = [r for r in caplog.records if r.name.startswith("gsd.page") and r.levelno == logging.ERROR]
        assert len(records) == 1 and records[0].exc_info and run_id in records[0].getMessage()
        logged = records[0].getMessage() + caplog.text
        for context in ("prompt_chars=8", "prompt_tokens=3", "'mode': 'gsd'", "'node_budget': 32", "Traceback",
                        "simulated failure"):
            assert context in logged, context
        # The page stays usable: the next request runs.
        good = received(visitor.predict(*api_args("w4 w5"), api_name="/generate"))
        assert good.status.startswith("✓ Done") and committed(trace_of(good.download)[0]) == committed(alone("w4 w5"))
    finally:
        demo.close()
