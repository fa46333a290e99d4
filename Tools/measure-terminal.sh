#!/usr/bin/env bash
# Measures the terminal app in a real terminal (tmux), release build:
#   start-up to the first frame (hyperfine, the app exits right after painting it),
#   bytes written to the terminal per keystroke while typing a query (tmux pipe-pane),
#   Esc latency (from send-keys Escape until the sheet has collapsed on screen).
# Needs tmux and hyperfine (apt-get install -y tmux hyperfine).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product nomeat-tui >/dev/null
bin="$PWD/.build/release/nomeat-tui"
work=$(mktemp -d)
T="tmux -L nomeat-measure -f /dev/null"
trap '$T kill-server 2>/dev/null; rm -rf "$work"' EXIT
export LANG=C.UTF-8

echo "== start-up to first frame (pick, built-in catalog)"
$T new-session -d -s t -x 80 -y 24 -e LANG=C.UTF-8 -e TERM=xterm-256color \
  "hyperfine --warmup 5 --runs 50 --export-json '$work/start.json' 'NOMEAT_EXIT_AFTER_FIRST_FRAME=1 $bin pick' > '$work/start.txt' 2>&1; echo done > '$work/start.done'"
while [ ! -f "$work/start.done" ]; do sleep 0.2; done
python3 -c "import json; r=json.load(open('$work/start.json'))['results'][0]; print('mean %.1f ms, median %.1f ms, min %.1f ms' % (r['mean']*1e3, r['median']*1e3, r['min']*1e3))"
$T kill-server 2>/dev/null || true

echo "== bytes written per keystroke, typing 'chicken breast'"
$T new-session -d -s t -x 80 -y 24 -e LANG=C.UTF-8 -e TERM=xterm-256color "$bin pick; sleep 60"
$T set-option -t t escape-time 0
until $T capture-pane -p -t t | grep -q "RED MEAT"; do sleep 0.05; done
$T pipe-pane -t t -o "cat >> '$work/bytes.out'"
sleep 0.2
query="chicken breast"
previous=0
total=0
for (( i=0; i<${#query}; i++ )); do
  $T send-keys -t t -l "${query:$i:1}"
  sleep 0.25
  size=$(stat -c %s "$work/bytes.out" 2>/dev/null || echo 0)
  printf "%-2s %5d bytes\n" "'${query:$i:1}'" $((size - previous))
  total=$((total + size - previous))
  previous=$size
done
echo "mean $((total / ${#query})) bytes a keystroke (the first one redraws the expanded sheet)"

echo "== Esc latency (searching -> collapsed, 20 times)"
python3 - "$work" <<'PY'
import subprocess, sys, time
T = ["tmux", "-L", "nomeat-measure", "-f", "/dev/null"]
def screen():
    return subprocess.run(T + ["capture-pane", "-p", "-t", "t"], capture_output=True, text=True).stdout.split("\n")
def wait(cond):
    while not cond(screen()): pass
latencies = []
for _ in range(20):
    subprocess.run(T + ["send-keys", "-t", "t", "-l", "x"])
    wait(lambda s: s[0].startswith("┌─ Choose a food"))
    start = time.perf_counter()
    subprocess.run(T + ["send-keys", "-t", "t", "Escape"])
    wait(lambda s: len(s) > 12 and s[12].startswith("┌─ Choose a food"))
    latencies.append((time.perf_counter() - start) * 1000)
latencies.sort()
print("median %.1f ms, max %.1f ms (includes tmux send-keys and capture-pane polling)" % (latencies[len(latencies)//2], latencies[-1]))
PY
