"""gsd/engine/kept.py: the engine-wide store of caches kept for what-ifs, bounded in entries and bytes, oldest dropped
first; an owner's new run replaces their earlier one, and an owner's entries go when they leave."""

import torch

from gsd.forward import lean
from gsd.engine.kept import RUN, KeptPrefixes, Prefix


def entry(tokens, owner, kind=RUN, nbytes=100):
    """An entry whose cache holds `nbytes` (a lean cache: only its tensors are read here)."""
    cache = lean.Cache.__new__(lean.Cache)
    cache.keys = torch.empty(nbytes // 2, dtype=torch.uint8)
    cache.values = torch.empty(nbytes - nbytes // 2, dtype=torch.uint8)
    return Prefix(tuple(tokens), kind, cache, None, owner)


def test_a_new_run_replaces_its_owners_earlier_run_and_not_others():
    kept = KeptPrefixes(max_bytes=10_000, max_count=4)
    kept.put(entry([1, 2], "a"))
    kept.put(entry([1, 2, 3], "b"))
    kept.put(entry([5], "a", kind="model"))  # a what-if's prefix: not a run
    kept.put(entry([1, 2, 3, 4], "a"))
    assert [(e.tokens, e.owner, e.kind) for e in kept.entries] == [((1, 2, 3), "b", RUN), ((5,), "a", "model"),
                                                                  ((1, 2, 3, 4), "a", RUN)]
    assert kept.covering([1, 2, 3]).owner == "a"  # the newest run that begins with it
    kept.drop_runs("b")
    assert [e.owner for e in kept.entries] == ["a", "a"]
    kept.put(entry([1, 2, 3], "b"))
    kept.drop("a")
    assert [e.owner for e in kept.entries] == ["b"]


def test_the_store_is_bounded_in_entries_and_bytes():
    kept = KeptPrefixes(max_bytes=250, max_count=2)
    for owner in "abc":
        kept.put(entry([1], owner))
    assert [e.owner for e in kept.entries] == ["b", "c"]
    kept.put(entry([2], "d", nbytes=200))
    assert [e.owner for e in kept.entries] == ["d"] and kept.bytes == 200
    assert kept.fits(250) and not kept.fits(251)
