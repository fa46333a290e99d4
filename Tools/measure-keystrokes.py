#!/usr/bin/env python3
"""Times each keystroke of the picker on screen, in a real terminal (tmux), release build.

    Tools/measure-keystrokes.py [--catalog FILE] [--cold] [QUERY ...]

The app runs in a 120x40 tmux pane. One tmux control-mode client types the queries letter by
letter (send-keys) and reads the pane's output as tmux receives it (%output): a keystroke's
time is from sending it to the last output it causes (nothing more for 30 ms). No process is
started per key, so the measuring does not take the cores from the app: polling capture-pane
every few milliseconds did, and doubled the slowest figures.

--cold drops the page cache first (root only), so that the start and the first queries read
the catalog from disk. Needs tmux (apt-get install -y tmux) and `swift build -c release`.
"""
import os, select, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.join(root, ".build", "release", "nomeat-tui")
args = sys.argv[1:]
catalog = None
if "--catalog" in args:
    at = args.index("--catalog")
    catalog = args[at + 1]
    del args[at:at + 2]
cold = "--cold" in args
queries = [a for a in args if a != "--cold"] or ["salmon", "chicken", "beef", "rice", "apple", "tea", "st"]
if not os.path.exists(binary):
    sys.exit("measure-keystrokes: no release build; run `swift build -c release` first")

# The user's own cache (a compiled catalog is reused), a data folder of its own (no meal log).
data = tempfile.mkdtemp(prefix="nomeat-keys-")
command = f"env XDG_DATA_HOME={data} {binary} pick" + (f" --catalog {catalog}" if catalog else "")
if cold:
    subprocess.run(["sync"])
    with open("/proc/sys/vm/drop_caches", "w") as caches:
        caches.write("3\n")
tmux = ["tmux", "-L", "nomeat-keys", "-f", "/dev/null"]
client = subprocess.Popen(tmux + ["-C", "new-session", "-s", "k", "-x", "120", "-y", "40", command],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
pending = b""


def last_output(quiet, first_wait=2.0):
    """Reads the client until the pane has output (waiting up to `first_wait` s for it) and is
    then quiet for `quiet` s; the time of its last output, or None when there was none."""
    global pending
    last = None
    while True:
        ready, _, _ = select.select([client.stdout], [], [], quiet if last else first_wait)
        if not ready:
            return last
        data_read = os.read(client.stdout.fileno(), 1 << 16)
        if not data_read:
            return last
        *lines, pending = (pending + data_read).split(b"\n")
        if any(line.startswith(b"%output") for line in lines):
            last = time.perf_counter()


def send(keys):
    client.stdin.write(f"send-keys -t k {keys}\n".encode())


def wait_for_sheet(limit):
    """Reads until the sheet's title has been painted and the pane is quiet; that time."""
    global pending
    seen = b""
    deadline = time.perf_counter() + limit
    while b"Pick a food" not in seen and time.perf_counter() < deadline:
        ready, _, _ = select.select([client.stdout], [], [], 0.5)
        if ready:
            data_read = os.read(client.stdout.fileno(), 1 << 16)
            seen = (seen + data_read)[-4096:]
    return last_output(0.5, first_wait=0.5) or time.perf_counter()


start = time.perf_counter()
first = wait_for_sheet(120)
print(f"first frame painted after {(first - start) * 1000:.0f} ms (includes tmux starting)")
times = []
for query in queries:
    for letter in query:
        sent = time.perf_counter()
        send("Space" if letter == " " else "-l " + letter)
        done = last_output(0.03)
        times.append((query, letter, (done - sent) * 1000 if done else 2000.0))
    for _ in query:
        send("BSpace")
        last_output(0.1, first_wait=0.1)
for query, letter, ms in times:
    print(f"{query:<10} {letter}  {ms:6.1f} ms" + ("  (nothing painted within 2 s)" if ms >= 2000 else ""))
figures = sorted(ms for _, _, ms in times)
print(f"{len(figures)} keystrokes: median {figures[len(figures) // 2]:.1f} ms, max {figures[-1]:.1f} ms")
send("Escape")
time.sleep(0.3)
subprocess.run(tmux + ["kill-server"], capture_output=True)
subprocess.run(["rm", "-rf", data])
