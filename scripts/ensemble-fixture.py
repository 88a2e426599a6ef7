# Builds Tests/TestSupport/Fixtures/openmeteo_ensemble_berlin.json in the shape Open-Meteo documents for
# /v1/ensemble (https://open-meteo.com/en/docs/ensemble-api): the control as temperature_2m and
# precipitation, the 50 members as _member01 … _member50, nulls past the range. Made up, not recorded.
import json, random, datetime
random.seed(35)
start = datetime.datetime(2024, 6, 1)
hours = 72
times = [(start + datetime.timedelta(hours=h)).strftime("%Y-%m-%dT%H:%M") for h in range(hours)]
valid = 66  # the last 6 hours are past the model's range: null, as the API sends
hourly = {"time": times}
units = {"time": "iso8601"}
for m in range(51):
    suffix = "" if m == 0 else "_member%02d" % m
    bias = random.uniform(-2.5, 2.5)
    temps, rain = [], []
    for h in range(hours):
        if h >= valid:
            temps.append(None); rain.append(None); continue
        daily = 6 * __import__("math").sin((h % 24 - 9) / 24 * 2 * 3.14159)
        temps.append(round(16 + daily + bias + random.uniform(-1.5, 1.5), 1))
        wet = random.random() < (0.75 if 12 <= h % 24 <= 17 else 0.2)
        rain.append(round(random.uniform(0.1, 2.5), 1) if wet else random.choice([0.0, 0.0, 0.05]))
    hourly["temperature_2m" + suffix] = temps
    hourly["precipitation" + suffix] = rain
    units["temperature_2m" + suffix] = "°C"
    units["precipitation" + suffix] = "mm"
answer = {"latitude": 52.5, "longitude": 13.5, "generationtime_ms": 12.3, "utc_offset_seconds": 7200,
          "timezone": "Europe/Berlin", "timezone_abbreviation": "GMT+2", "elevation": 38.0,
          "hourly_units": units, "hourly": hourly}
# The documented order: time, then each variable's control and members.
ordered = {"time": times}
for v in ["temperature_2m", "precipitation"]:
    ordered[v] = hourly[v]
    for m in range(1, 51): ordered[v + "_member%02d" % m] = hourly[v + "_member%02d" % m]
answer["hourly"] = ordered
print(json.dumps(answer, ensure_ascii=False, separators=(",", ":")))
