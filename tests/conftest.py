"""Shared fixtures: tiny random Llama models with a tiny word-level tokenizer, saved to a temp folder."""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # tests never touch the network
os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")  # the servers the tests start send nothing out

import pytest
import torch
from tokenizers import Tokenizer, models as tk_models, pre_tokenizers
from transformers import AutoModelForCausalLM, AutoTokenizer, LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import load_pair

pytest_plugins = ["served"]  # the page served on loopback, for the reliability and load tests

VOCAB = 48
EOS = 2
# A chat template the tiny tokenizer can read (it knows only w-words): w1, w2 and w3 open a system, user and
# assistant message, w4 ends one.
CHAT_TEMPLATE = ("{% for m in messages %}{{ {'system': 'w1', 'user': 'w2', 'assistant': 'w3'}[m['role']] }} "
                 "{{ m['content'] }} w4 {% endfor %}{% if add_generation_prompt %}w3{% endif %}")


def tiny_tokenizer() -> PreTrainedTokenizerFast:
    words = ["<pad>", "<s>", "</s>"] + [f"w{i}" for i in range(VOCAB - 3)]
    model = tk_models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="w0")
    backend = Tokenizer(model)
    backend.pre_tokenizer = pre_tokenizers.Whitespace()
    return PreTrainedTokenizerFast(tokenizer_object=backend, bos_token="<s>", eos_token="</s>", pad_token="<pad>")


def save_tiny(folder, seed: int, layers: int = 2, hidden: int = 64, init: float = 0.25) -> str:
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=VOCAB, hidden_size=hidden, intermediate_size=2 * hidden, num_hidden_layers=layers,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=256,
                         initializer_range=init, bos_token_id=1, eos_token_id=EOS, pad_token_id=0,
                         tie_word_embeddings=False)
    model = LlamaForCausalLM(config)
    model.generation_config.eos_token_id = EOS
    model.save_pretrained(folder)
    tiny_tokenizer().save_pretrained(folder)
    return str(folder)


def save_bigram(source: str, folder) -> str:
    """The tiny model at `source` with its layers' outputs zeroed: each token's logits then depend on that
    token alone, so its greedy text soon cycles (the seed-0 target: with a period of 7 tokens, no EOS)."""
    target = AutoModelForCausalLM.from_pretrained(source)
    with torch.no_grad():
        for layer in target.model.layers:
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
    target.save_pretrained(folder)
    AutoTokenizer.from_pretrained(source).save_pretrained(folder)
    return str(folder)


@pytest.fixture(scope="session")
def tiny_paths(tmp_path_factory):
    root = tmp_path_factory.mktemp("tiny")
    return {"target": save_tiny(root / "target", seed=0), "draft": save_tiny(root / "draft", seed=1, layers=1)}


@pytest.fixture(scope="session")
def tiny_engine(tiny_paths):
    """Target and an unrelated random draft: the draft is mostly wrong."""
    return Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))


@pytest.fixture(scope="session")
def cycling_engine(tiny_paths, tmp_path_factory):
    """A target whose greedy text repeats (`save_bigram`) and the unrelated random draft."""
    target = save_bigram(tiny_paths["target"], tmp_path_factory.mktemp("cycling") / "target")
    return Engine(load_pair(target, tiny_paths["draft"], device="cpu"))


@pytest.fixture(scope="session")
def random_head(tiny_paths, tmp_path_factory):
    """An untrained feature head for the tiny target, saved: its guesses are mostly wrong."""
    from gsd.engine.head import FeatureHead, save_head

    target = AutoModelForCausalLM.from_pretrained(tiny_paths["target"])
    torch.manual_seed(3)
    folder = tmp_path_factory.mktemp("head")
    save_head(FeatureHead(target.config), torch.arange(VOCAB), folder)
    return str(folder)


@pytest.fixture(scope="session")
def self_engine(tiny_paths):
    """The target drafts for itself: the draft is right almost always (on a CPU with bfloat16 units the
    draft copy runs in bfloat16, so near-ties can still go the other way)."""
    return Engine(load_pair(tiny_paths["target"], tiny_paths["target"], device="cpu"))


# ---- what the engine tests share ----

PROMPTS = ["w5 w6 w7 w8", "w30 w31 w30 w31 w30", "w12", "w40 w3 w9 w22 w17 w11 w6"]


def tokens(steps):
    return [t for step in steps for t in step.committed]


def plain(engine, ids, n):
    return tokens(engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=n)))


def first_parent_path(builder, columns, merged=False):
    """A path of nodes the draft ran, each the first parent of the next; with `merged`, one that reaches a
    node the draft ran through a parent other than its first."""
    if merged:
        for node in columns:
            parents = builder.nodes[node].parents
            if len(parents) > 1 and parents[1] in columns and builder.nodes[parents[1]].depth == 1:
                return [parents[1], node]
        return None
    path, node = [], 0
    while True:
        child = next((n for n in columns if builder.nodes[n].parents[0] == node), None)
        if child is None:
            return path
        path.append(child)
        node = child


def ended_at(out: list[int], n: int) -> int:
    """How long a run of at most n new tokens must be: through its first EOS, else n."""
    return out.index(EOS) + 1 if EOS in out else n
