"""The static path's fixed-size pieces: one bucket's host and device buffers (`Shape`: the ids, positions, cache
rows, parents, mask and ancestors a forward at that size reads, filled on the host and copied once), and a greedy
verify step's packed answer read back on the host (`Verified`). `static.Cache` makes and reads them."""

from __future__ import annotations

import torch


class Verified:
    """What `Cache.verify_greedy` decided on the device, read back in one copy: the accepted tree positions
    (root first), the bonus token, the target's argmax at every position, the target's p of each node's token
    under its parent then of the bonus token (T numbers), and per position the p of the argmax and the top-two
    logit margin; `hidden`: the final hidden states of the (padded) positions, or the layers a feature head reads
    (`verify_greedy`'s features), on the device."""

    def __init__(self, packed: list[float], count: int, size: int, hidden: torch.Tensor):
        length, self.bonus = int(packed[0]), int(packed[1])
        at = 2
        order, at = packed[at:at + size], at + size
        best, at = packed[at:at + size], at + size
        p_nodes, at = packed[at:at + size], at + size
        p_bonus, at = packed[at], at + 1
        margin, at = packed[at:at + size], at + size
        token_p = packed[at:at + size]
        self.path = [int(i) for i in order[:length]]
        self.best = [int(t) for t in best[:count]]
        self.p = list(p_nodes[1:count]) + [p_bonus]
        self.margin = list(margin[:count])
        self.token_p = list(token_p[:count])
        self.hidden = hidden


class Shape:
    """One fixed size's buffers on the device (and, captured, its graphs): the inputs a forward reads and the
    outputs it leaves."""

    def __init__(self, size: int, columns: int, device: torch.device):
        self.size, self.columns = size, columns
        pinned = device.type == "cuda"
        # int64 inputs: ids, positions, cache rows written, tree parents; bool inputs: the attention mask
        # (size, columns), the tree's ancestor mask (size, size), the nodes the greedy walk may enter, the root
        self.longs_host = torch.zeros(4, size, dtype=torch.long, pin_memory=pinned)
        self.bools_host = torch.zeros(size * columns + size * size + 2 * size, dtype=torch.bool, pin_memory=pinned)
        self.on_host = device.type == "cpu"  # a CPU forward reads the host buffers themselves
        self.longs = self.longs_host if self.on_host else torch.zeros(4, size, dtype=torch.long, device=device)
        self.bools = self.bools_host if self.on_host else torch.zeros(self.bools_host.shape, dtype=torch.bool,
                                                                       device=device)
        self.graphs: dict[tuple, tuple[torch.cuda.CUDAGraph, tuple]] = {}
        self.uploaded = None if self.on_host else torch.cuda.Event()  # the last upload from the pinned buffers

    def host_views(self):
        """The host buffers as numpy arrays over the same memory, to be written: after the last upload from them
        has finished. numpy, not torch: a step writes them a dozen times, and a numpy write costs a small part
        of a torch call on the host (where a small target's step spends much of its time on a GPU)."""
        if self.uploaded is not None:
            self.uploaded.synchronize()
        ids, positions, write, parents = self.longs_host.numpy()
        return ids, positions, write, parents, *self._bool_views(self.bools_host.numpy())

    def device_views(self):
        ids, positions, write, parents = self.longs
        return ids, positions, write, parents, *self._bool_views(self.bools)

    def _bool_views(self, flat):
        """The bool buffer's parts, as views of `flat` (a tensor or a numpy array)."""
        size, columns = self.size, self.columns
        mask = flat[: size * columns].reshape(size, columns)
        ancestors = flat[size * columns: size * columns + size * size].reshape(size, size)
        eligible = flat[size * columns + size * size: size * columns + size * size + size]
        root = flat[size * columns + size * size + size:]
        return mask, ancestors, eligible, root

    def upload(self) -> None:
        if self.on_host:
            return
        self.longs.copy_(self.longs_host, non_blocking=True)
        self.bools.copy_(self.bools_host, non_blocking=True)
        self.uploaded.record()
