print("livepeek")
