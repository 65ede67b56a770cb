"""The first view's step on show: the run's three figures (`headline`), the streamed text (`text`), the step's token
DAG (`step_graph`, drawn by `dag` where `dag_layout` puts each node) and the step slider with Replay
(`step_slider`).
"""
