"""llama.cpp's bench rows (`gsd/bench/llama_rows.py`): on the embedded target's GGUF through llama-cpp-python, beside this
engine's `ar`, with where each output parts from ar's. llama-cpp-python is optional (`make bench-peers`): without
it the rows' test is skipped, saying why, and asking for the rows says how to get them."""

from __future__ import annotations

import pytest

from gsd.bench import llama_rows, report
from gsd.__main__ import main
from gsd.config import DecodeConfig


def test_without_llama_cpp_the_rows_say_how_to_get_them(monkeypatch, capsys):
    monkeypatch.setattr(llama_rows, "available", lambda: "llama-cpp-python is not installed (`make bench-peers` "
                                                         "builds it from source)")
    assert main(["bench", "--modes", "ar,llama.cpp", "--max-new-tokens", "4", "--device", "cpu",
                 "--drafter", "lookup"]) == 2
    assert "make bench-peers" in capsys.readouterr().err


def test_parting_names_the_first_token_that_differs():
    assert report.parting([[1, 2, 3], [4, 5], [6]], [[1, 9, 3], [4, 5, 7], [8]]) == [1, None, 0]


@pytest.mark.slow
@pytest.mark.skipif(llama_rows.available() is not None, reason=str(llama_rows.available()))
def test_the_llama_rows_run_beside_ar_on_the_embedded_gguf():
    from gsd.engine.loop import Engine
    from gsd.models import load_pair

    engine = Engine(load_pair(device="cpu", with_draft=False))
    prompts = ["Why is the sky blue?", "Describe the water cycle."]
    data = report.run(engine, prompts, ["ar", "llama.cpp", "llama.cpp-lookup"], 16,
                     DecodeConfig.for_mode("gsd", max_new_tokens=16))
    for row in ("llama.cpp", "llama.cpp-lookup"):
        figures = data["modes"][row]
        assert figures["new_tokens"] > 0 and figures["tokens_per_s"] > 0
        assert len(figures["parts_from_ar"]) == 2
    assert data["modes"]["llama.cpp"]["tau"] == 1.0  # one forward a token
    assert data["modes"]["llama.cpp-lookup"]["tau"] is None  # its forwards are not counted
