#!/usr/bin/env python3
"""Writes a deterministic NDJSON feed of delivery pushes for the ingest benchmark.

Usage: make-delivery-feed.py COUNT [ACTIVITIES] > feed.ndjson

ACTIVITIES (default 100) activities (the "activity" key) updated in turn over seven hours, with the
mix a backend really sends: mostly good updates, 1% retries with an older timestamp, 1% Unix-seconds
dates.
Every line is a real push for Samples/delivery (about 330 bytes).
"""
import json
import random
import sys

REFERENCE = 978307200  # 2001-01-01T00:00:00Z in Unix seconds
START = 1795341600     # 2026-11-22T10:00:00Z
STEPS = ["confirmed", "preparing", "pickedUp", "delivering", "delivered"]
DRIVERS = ["Marco", "Aiko", "Lena", "Omar", "Priya", "Jonas", "Sofia", "Mateo"]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(2197)
    activities = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    span = 7 * 3600
    out = sys.stdout
    for i in range(count):
        activity = i % activities
        timestamp = START + (i * span) // count
        if rng.random() < 0.01:
            timestamp -= 600  # a retry that arrives late
        eta = timestamp + 1200 + rng.randrange(600)
        lower, upper = eta - REFERENCE, eta + 600 - REFERENCE
        if rng.random() < 0.01:
            lower, upper = eta, eta + 600  # Unix seconds by mistake
        state = {
            "driverName": DRIVERS[activity % len(DRIVERS)],
            "estimatedDeliveryTime": [lower, upper],
            "currentStep": STEPS[min(len(STEPS) - 1, (i // activities) * len(STEPS) // max(1, count // activities))],
            "note": None if i % 3 else "Ring the bell twice, the buzzer is broken",
        }
        body = {
            "activity": f"order-{activity}",
            "aps": {
                "timestamp": timestamp,
                "event": "update",
                "content-state": state,
                "stale-date": timestamp + 1800,
                "relevance-score": activity % 10 * 10,
            },
        }
        out.write(json.dumps(body, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
