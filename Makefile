# The two commands of README.md. Each installs what is still missing first.
.PHONY: report test setup lab lint data

RUN ?= runs/bert-base-infer
# block processes: one torch_xla process captures the model's graphs, then each block compiles and times
# every config on exactly those graphs (paired within the block; the block is the unit of replication)
REPEATS ?= 5
STEPS ?= 10

report: setup
	.venv/bin/kit sweep --backend torch-xla-replay --repeats $(REPEATS) --steps $(STEPS) --warmup 1 --trace-steps 5 \
		--compile-repeats 1 --out $(RUN)
	@echo "open $(RUN)/report.html"

# two workers, each taking whole test files (a file's module fixtures, such as the Ray cluster, stay in one worker)
test: setup
	.venv/bin/python -m pytest -q -n 2 --dist loadfile

setup:
	bash scripts/setup.sh

# JupyterLab on the repository, notebook 00 (sweep from the notebook) open
lab: setup
	.venv/bin/python -m jupyterlab $(if $(filter 0,$(shell id -u)),--allow-root,) notebooks/00_sweep.ipynb

# data/: the small real captures the notebooks open by default (each with SOURCE.md)
data: setup
	bash scripts/make_data.sh

lint: setup
	.venv/bin/python -m ruff check kitlib tests benchmarks
