"""The decoding engine: `loop.Engine` runs draft → unroll → verify → commit, a `StepTrace` per target forward, and
drafts a recorded step again for the page's what-if. Its drafters: `draft` (the draft model; prompt lookup),
`lookup` (prompt lookup's continuations and branch), `head` (the feature head), `datastore` (a continuation
retrieved from the target's own answers, grafted onto the draft model's graph). `graph` builds the DAG and unrolls
it into the verified tree; `verify` holds the acceptance rules; `step` what a step reports of its verify; `kept`
what runs leave for what-ifs and follow-ups.
The forwards it calls are `gsd.forward`'s."""
