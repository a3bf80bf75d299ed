# The two commands of README.md. Each installs what is still missing first.
.PHONY: report test setup lab lint data

RUN ?= runs/bert-base-infer
# processes per config: the process is the unit of replication of every timing comparison
REPEATS ?= 3

report: setup
	.venv/bin/kit sweep --repeats $(REPEATS) --out $(RUN)
	@echo "open $(RUN)/report.html"

test: setup
	.venv/bin/python -m pytest -q

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
