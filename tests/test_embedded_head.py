# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
`# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
/# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
`# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
v# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
v# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
v# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
q# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
A# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
E# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
D# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
C# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
E# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
z# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
k# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
k# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
R# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
M# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
A# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
E# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
/# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
-# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
j# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
3# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
@# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
x# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
E# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
v# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
N# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
N# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
z# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
z# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
x# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
v# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
{# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
}# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
R# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
M# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
D# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
C# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
x# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
k# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
4# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
8# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
## The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
k# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
D# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
C# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
x# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
k# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
4# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
8# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
k# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
F# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
x# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
z# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
{# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
}# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
z# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
"# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
{# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
}# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
w# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
[# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
]# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
># The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
F# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
L# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
R# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
D# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
E# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
H# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
y# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
># The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
F# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
L# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
R# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
A# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
U# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
## The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
-# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
p# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
2# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
5# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
7# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
c# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
,# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
τ# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
5# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
5# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
G# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
S# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
D# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
(# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
## The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
:# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
b# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
)# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
l# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
v# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
m# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
f# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
a# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
t# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
h# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
e# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
C# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
U# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
'# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
s# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
r# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
o# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
u# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
d# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
i# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
n# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
g# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
F# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
L# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
R# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
D# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
E# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
P# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
H# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
0# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
5# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
F# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
L# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
O# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
R# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
_# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
T# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
A# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
U# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
=# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
 # The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
1# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
.# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
3# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.

# The shipped head on the first 16 prompts of the wide set (these three among them), with the prompt-lookup branch:
# chain depth-1 acceptance 0.36, τ 1.79 for GSD (an untrained head: about 0 and 1.0). The floors, taken here without
# the branch, leave room for another CPU's rounding and for the three prompts' spread.
