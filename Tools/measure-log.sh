#!/usr/bin/env bash
# Measures the meal log, release build: `add` and `today` as whole processes, the database's
# size after 10,000 meals, and `history --days 365` over them. Needs hyperfine and sqlite3.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product nomeat-tui >/dev/null
bin="$PWD/.build/release/nomeat-tui"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/log.sqlite3"

echo "== add and today, whole processes"
hyperfine --warmup 3 --runs 30 -N "$bin add beef --db $db" "$bin today --db $db" 2>/dev/null | grep -E "Benchmark|Time"

echo "== 10,000 meals over 365 days"
rm -f "$db"*
"$bin" add beef --db "$db" >/dev/null
# The rows are what `add` writes (one a meal); inserted in one go here to save six minutes.
sqlite3 "$db" <<SQL
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 9999)
INSERT INTO meals (day, time, quantity, grams, food_id, food_name, section_id, section_name,
  kg_co2e_per_kg, kcal_per_100g, protein_per_100g, logged_at)
SELECT date('now', '-' || (i % 365) || ' days'), printf('%02d:%02d', 7 + i % 14, i % 60), 'some', 150,
  CASE i % 3 WHEN 0 THEN 'beef' WHEN 1 THEN 'tofu' ELSE 'salmon' END,
  CASE i % 3 WHEN 0 THEN 'Beef' WHEN 1 THEN 'Tofu' ELSE 'Salmon' END,
  CASE i % 3 WHEN 0 THEN 'red-meat' WHEN 1 THEN 'plant-proteins' ELSE 'fish' END,
  CASE i % 3 WHEN 0 THEN 'Red meat' WHEN 1 THEN 'Plant proteins' ELSE 'Fish' END,
  CASE i % 3 WHEN 0 THEN 99.48 WHEN 1 THEN 3.16 ELSE 13.63 END, 200, 20, datetime('now')
FROM n;
PRAGMA wal_checkpoint(TRUNCATE);
SQL
echo "meals: $(sqlite3 "$db" 'SELECT count(*) FROM meals')"
echo "database size: $(( $(stat -c %s "$db") / 1024 )) KiB"
hyperfine --warmup 2 --runs 20 -N "$bin history --days 365 --db $db" 2>/dev/null | grep -E "Benchmark|Time"
