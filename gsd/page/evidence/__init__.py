"""The "Why it pays or not" section: the evidence read from the run's own trace, a panel a module: the run chart
(`run_chart`), acceptance by depth (`depth`), the draft's calibration (`calibration`), what a bigger tree costs
(`cost`), the run's steps priced on a GPU (`projection`), where the time went (`timing`) and the run's totals
(`stats`).
"""
