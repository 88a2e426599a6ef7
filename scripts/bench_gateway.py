"""scripts/bench's row "10 homes through nginx": ten fresh homes run `wf here` at once, through the
shipped docs/deploy/nginx.conf in real nginx and straight to the server, which answers after 50 ms.
The config is made as SharedCacheTests makes it: the upstream hosts, the listen address and the
folders under /var/ replaced, nothing else."""
import os, re, shutil, socket, statistics, subprocess, tempfile, time

NGINX = "/usr/sbin/nginx"
HOMES = 10
SOURCES = {"WF_OPEN_METEO_URL": "open-meteo", "WF_OPEN_METEO_GEOCODING_URL": "open-meteo-geocoding",
           "WF_OPEN_METEO_AIR_QUALITY_URL": "open-meteo-air-quality"}

def available():
    return os.access(NGINX, os.X_OK)

def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]

class Gateway:
    """Real nginx running the shipped config in front of `upstream`, in a folder of its own."""

    def __init__(self, root, upstream):
        self.folder = tempfile.mkdtemp(prefix="wf-bench-nginx-")
        for path in ("var/log/nginx", "var/cache/wf-gateway"):
            os.makedirs(os.path.join(self.folder, path))
        self.port = free_port()
        with open(os.path.join(root, "docs", "deploy", "nginx.conf")) as shipped:
            text = shipped.read()
        text = re.sub(r"https://[A-Za-z0-9.-]+/", upstream + "/", text)
        text = text.replace("listen 8080;", f"listen 127.0.0.1:{self.port};").replace("/var/", self.folder + "/var/")
        config = os.path.join(self.folder, "nginx.conf")
        with open(config, "w") as file:
            file.write(text)
        # Run by root, workers would be nobody, who cannot enter this folder (mkdtemp makes it 0700).
        worker = " user root;" if os.geteuid() == 0 else ""
        self.process = subprocess.Popen([NGINX, "-p", self.folder + "/", "-c", config, "-g",
                                         f"daemon off; pid {self.folder}/nginx.pid;{worker}"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        while not self.listening():
            if self.process.poll() is not None:
                raise SystemExit(f"failed: nginx did not start: {self.process.stderr.read().decode(errors='replace').strip()}")
            time.sleep(0.02)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def listening(self):
        with socket.socket() as probe:
            return probe.connect_ex(("127.0.0.1", self.port)) == 0

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.process.stderr.close()
        shutil.rmtree(self.folder, ignore_errors=True)

def at_once(command, environments):
    """Wall time of processes all started together, until the last has ended."""
    start = time.perf_counter()
    processes = [subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for env in environments]
    for process in processes:
        _, errors = process.communicate()
        if process.returncode != 0:
            raise SystemExit(f"failed: {' '.join(command)}: {errors.decode(errors='replace').strip()}")
    return time.perf_counter() - start

def measure(root, wf, stub, environment, work, runs):
    """Medians of (wall through nginx, wall straight) and upstream requests per run of each; the stub
    answers after 50 ms and is left so."""
    homes = [os.path.join(work, f"gateway-{index}") for index in range(HOMES)]
    walls, counts = ([], []), ([], [])
    for _ in range(runs):
        for index, through in enumerate((True, False)):
            for home in homes:
                shutil.rmtree(home, ignore_errors=True)
            gateway = Gateway(root, stub.url) if through else None
            base = (lambda source: f"{gateway.url}/{source}") if gateway else (lambda source: stub.url)
            environments = [dict(environment(home, "open-meteo"), WF_LOCATION="52.52,13.41",
                                 **{name: base(source) for name, source in SOURCES.items()}) for home in homes]
            stub.reset(0.05)
            try:
                walls[index].append(at_once([wf, "here"], environments))
            finally:
                if gateway:
                    gateway.stop()
            counts[index].append(stub.count)
    stub.reset()
    return [statistics.median(taken) for taken in walls], [statistics.median(taken) for taken in counts]
