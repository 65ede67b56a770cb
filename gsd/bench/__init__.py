"""The benchmark (`python -m gsd bench`): `rows` runs each row (the engine's modes, transformers' peers, llama.cpp's
rows from `llama_rows`) and names them, `report` adds them up into the table, `sweep` holds the studies beside it (a
k × budget grid, what-if times), and `specbench` runs Spec-Bench's questions and draws its figure."""
