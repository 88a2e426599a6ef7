# Builds Tests/TestSupport/Fixtures/openmeteo_previous_runs_berlin.json in the shape Open-Meteo documents
# for the Previous Runs API (https://open-meteo.com/en/docs/previous-runs-api): /v1/forecast with
# hourly=temperature_2m,temperature_2m_previous_day1 — each hour as the latest run forecasts it and as
# the run a day earlier did. Made up, not recorded (nothing here reaches the API): 3 local days, so a
# test run at any hour has a tomorrow; the earlier run has a null hour, as a run that skipped one does.
import json, math
hours = 72
times = ["2026-01-10T%02d:00" % h if h < 24 else ("2026-01-11T%02d:00" % (h - 24) if h < 48 else "2026-01-12T%02d:00" % (h - 48))
         for h in range(hours)]
latest, earlier = [], []
for h in range(hours):
    day = h // 24
    value = 4 + day * 1.5 + 5 * math.sin((h % 24 - 8) / 24 * 2 * math.pi)
    latest.append(round(value, 1))
    earlier.append(None if h % 24 == 15 else round(value - 0.4 - 0.3 * day + (0.2 if h % 24 == 14 else 0), 1))
answer = {"latitude": 52.52, "longitude": 13.419998, "generationtime_ms": 0.8, "utc_offset_seconds": 3600,
          "timezone": "Europe/Berlin", "timezone_abbreviation": "GMT+1", "elevation": 38.0,
          "hourly_units": {"time": "iso8601", "temperature_2m": "°C", "temperature_2m_previous_day1": "°C"},
          "hourly": {"time": times, "temperature_2m": latest, "temperature_2m_previous_day1": earlier}}
print(json.dumps(answer, ensure_ascii=False, separators=(",", ":")))
