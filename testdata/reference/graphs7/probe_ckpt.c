/* graphs7: the CUDA checkpoint API (cuCheckpointProcess*) as one process sees
 * it: states and codes for a target process at each step, in the right and
 * the wrong order, for bad pids, for processes that never initialized CUDA,
 * and for the caller's own pid. The probe re-executes itself as the target
 * ("probe_ckpt target MODE"), which answers commands on stdin. */
#include "common.h"
#include <dirent.h>
#include <signal.h>
#include <sys/wait.h>

static char ABUF[4][512]; /* zeroed args, one per call kind */
static int null_args; /* pass NULL args to checkpoint, restore and unlock, as cuda.core does */
#define LOCKARGS ((CUcheckpointLockArgs *)ABUF[0])
#define CKPTARGS ((CUcheckpointCheckpointArgs *)ABUF[1])
#define RESTARGS ((CUcheckpointRestoreArgs *)ABUF[2])
#define UNLKARGS ((CUcheckpointUnlockArgs *)ABUF[3])
static const char *stname(int s) {
    switch (s) {
    case 0: return "RUNNING";
    case 1: return "LOCKED";
    case 2: return "CHECKPOINTED";
    case 3: return "FAILED";
    }
    return "?";
}
static void state(const char *who, int pid) {
    CUprocessState s = (CUprocessState)77;
    char l[128];
    snprintf(l, sizeof l, "cuCheckpointProcessGetState(%s)", who);
    CUresult r = R(l, cuCheckpointProcessGetState(pid, &s));
    if (r == CUDA_SUCCESS) printf("  state %d %s\n", (int)s, stname((int)s));
}
static void tid(const char *who, int pid) {
    int t = -77;
    char l[128];
    snprintf(l, sizeof l, "cuCheckpointProcessGetRestoreThreadId(%s)", who);
    CUresult r = R(l, cuCheckpointProcessGetRestoreThreadId(pid, &t));
    if (r != CUDA_SUCCESS) return;
    printf("  tid %d (%s)", t, t == pid ? "the main thread" : "not the main thread");
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", pid);
    DIR *d = opendir(path);
    int found = 0, n = 0;
    if (d) {
        struct dirent *e;
        while ((e = readdir(d))) if (e->d_name[0] != '.') { n++; if (atoi(e->d_name) == t) found = 1; }
        closedir(d);
    }
    printf(" among the target's %d threads: %s\n", n, found ? "yes" : "no");
}
static CUresult lock(const char *who, int pid, unsigned ms) {
    char l[128];
    snprintf(l, sizeof l, "cuCheckpointProcessLock(%s, timeout %u)", who, ms);
    memset(ABUF[0], 0, 512);
    LOCKARGS->timeoutMs = ms;
    double t0 = now_ms();
    CUresult r = R(l, cuCheckpointProcessLock(pid, LOCKARGS));
    printf("  took %.1f ms\n", now_ms() - t0);
    return r;
}
static CUresult ckpt(const char *who, int pid) {
    char l[128];
    snprintf(l, sizeof l, "cuCheckpointProcessCheckpoint(%s)", who);
    double t0 = now_ms();
    CUresult r = R(l, cuCheckpointProcessCheckpoint(pid, null_args ? NULL : CKPTARGS));
    printf("  took %.1f ms\n", now_ms() - t0);
    return r;
}
static CUresult restore(const char *who, int pid) {
    char l[128];
    snprintf(l, sizeof l, "cuCheckpointProcessRestore(%s)", who);
    double t0 = now_ms();
    CUresult r = R(l, cuCheckpointProcessRestore(pid, null_args ? NULL : RESTARGS));
    printf("  took %.1f ms\n", now_ms() - t0);
    return r;
}
static CUresult unlock(const char *who, int pid) {
    char l[128];
    snprintf(l, sizeof l, "cuCheckpointProcessUnlock(%s)", who);
    return R(l, cuCheckpointProcessUnlock(pid, null_args ? NULL : UNLKARGS));
}

/* ---- the target ---- */
static int target(const char *mode) {
    CUdevice dev;
    CUcontext ctx = NULL;
    CUdeviceptr buf = 0;
    const size_t n = 16 << 20;
    if (strcmp(mode, "none")) {
        if (cuInit(0)) return 2;
        cuDeviceGet(&dev, 0);
        if (strcmp(mode, "init")) {
            cuDevicePrimaryCtxRetain(&ctx, dev);
            cuCtxSetCurrent(ctx);
            cuMemAlloc(&buf, n);
            cuMemsetD32(buf, 0x5eed1234, n / 4);
            CtxSynchronize1();
        }
    }
    if (!strcmp(mode, "self")) { /* checkpoint calls on one's own pid */
        int me = getpid();
        alarm(20);
        state("own pid", me);
        tid("own pid", me);
        if (lock("own pid", me, 1000) == CUDA_SUCCESS) {
            state("own pid", me);
            unlock("own pid", me);
        }
        ckpt("own pid", me);
        restore("own pid", me);
        unlock("own pid", me);
        state("own pid", me);
        return 0;
    }
    printf("READY %d\n", getpid());
    fflush(stdout);
    char line[64];
    while (fgets(line, sizeof line, stdin)) {
        if (!strncmp(line, "call", 4)) {
            double t0 = now_ms();
            CUresult r = ctx ? CtxSynchronize1() : CUDA_SUCCESS;
            printf("DONE %d %.0f\n", (int)r, now_ms() - t0);
        } else if (!strncmp(line, "check", 5)) {
            unsigned *h = malloc(n);
            CUresult r = cuMemcpyDtoH(h, buf, n);
            size_t bad = 0;
            for (size_t i = 0; i < n / 4; i++) bad += h[i] != 0x5eed1234;
            printf("CHECK %d bad %zu\n", (int)r, bad);
            free(h);
        } else
            break;
        fflush(stdout);
    }
    return 0;
}

/* ---- the coordinator ---- */
typedef struct { int pid, in, out; FILE *rd; } proc;
static proc spawn(const char *mode) {
    int to[2], from[2];
    proc p = {0};
    if (pipe(to) || pipe(from)) return p;
    p.pid = fork();
    if (p.pid == 0) {
        dup2(to[0], 0); dup2(from[1], 1);
        close(to[1]); close(from[0]);
        execl("/proc/self/exe", "probe_ckpt", "target", mode, (char *)NULL);
        _exit(127);
    }
    close(to[0]); close(from[1]);
    p.in = to[1];
    p.rd = fdopen(from[0], "r");
    char line[128] = "";
    if (strcmp(mode, "self")) {
        if (!fgets(line, sizeof line, p.rd)) printf("  target %s gave no READY\n", mode);
    }
    return p;
}
static void say(proc *p, const char *cmd) { if (write(p->in, cmd, strlen(cmd)) < 0) perror("write"); }
/* reply waits up to ms for one line from the target. */
static void reply(proc *p, const char *what, int ms) {
    fd_set f;
    FD_ZERO(&f);
    FD_SET(fileno(p->rd), &f);
    struct timeval tv = {ms / 1000, (ms % 1000) * 1000};
    double t0 = now_ms();
    int k = select(fileno(p->rd) + 1, &f, NULL, NULL, &tv);
    char line[128] = "";
    if (k > 0 && fgets(line, sizeof line, p->rd)) {
        line[strcspn(line, "\n")] = 0;
        printf("  %s: target answered \"%s\" after %.0f ms\n", what, line, now_ms() - t0);
    } else
        printf("  %s: no answer within %d ms\n", what, ms);
    fflush(stdout);
}
static void finish(proc *p) {
    say(p, "exit\n");
    close(p->in);
    int st = 0;
    for (int i = 0; i < 50 && waitpid(p->pid, &st, WNOHANG) == 0; i++) usleep(100000);
    if (waitpid(p->pid, &st, WNOHANG) == 0) { kill(p->pid, SIGKILL); waitpid(p->pid, &st, 0); }
    fclose(p->rd);
}

int main(int argc, char **argv) {
    if (argc > 2 && !strcmp(argv[1], "target")) return target(argv[2]);
    setvbuf(stdout, NULL, _IOLBF, 0);
    int me = getpid();
    printf("== before cuInit\n");
    state("own pid, before cuInit", me);
    {
        proc p = spawn("ctx");
        state("ctx target, caller before cuInit", p.pid);
        if (lock("ctx target, caller before cuInit", p.pid, 1000) == CUDA_SUCCESS) {
            state("ctx target", p.pid);
            unlock("ctx target", p.pid);
        }
        finish(&p);
    }
    R("cuInit", cuInit(0));
    printf("== sizes: lock %zu checkpoint %zu restore %zu unlock %zu\n", sizeof(CUcheckpointLockArgs),
           sizeof(CUcheckpointCheckpointArgs), sizeof(CUcheckpointRestoreArgs), sizeof(CUcheckpointUnlockArgs));
    printf("== proc addresses\n");
    {
        int vs[] = {12080, 13000, 13010, 13020};
        for (int i = 0; i < 4; i++) {
            void *f = NULL;
            int st = 77;
            char l[96];
            snprintf(l, sizeof l, "cuGetProcAddress_v2(cuCheckpointProcessLock, %d)", vs[i]);
            R(l, cuGetProcAddress_v2("cuCheckpointProcessLock", &f, vs[i], 0, (void *)&st));
            printf("  status %d pfn %s\n", (int)st, f ? "set" : "NULL");
        }
    }
    printf("== bad pids\n");
    int bad[] = {0, -1, 999999, 1};
    for (int i = 0; i < 4; i++) {
        char w[32];
        snprintf(w, sizeof w, "pid %d", bad[i]);
        state(w, bad[i]);
        tid(w, bad[i]);
        lock(w, bad[i], 100);
        ckpt(w, bad[i]);
        restore(w, bad[i]);
        unlock(w, bad[i]);
    }
    printf("== null out pointers and args\n");
    R("cuCheckpointProcessGetState(own, NULL)", cuCheckpointProcessGetState(me, NULL));
    R("cuCheckpointProcessGetRestoreThreadId(own, NULL)", cuCheckpointProcessGetRestoreThreadId(me, NULL));
    state("own pid, after cuInit, no context", me);
    tid("own pid, after cuInit, no context", me);
    printf("== targets that are not CUDA processes\n");
    const char *modes[] = {"none", "init"};
    for (int i = 0; i < 2; i++) {
        proc p = spawn(modes[i]);
        state(modes[i], p.pid);
        tid(modes[i], p.pid);
        if (lock(modes[i], p.pid, 1000) == CUDA_SUCCESS) {
            state(modes[i], p.pid);
            if (ckpt(modes[i], p.pid) == CUDA_SUCCESS) { state(modes[i], p.pid); restore(modes[i], p.pid); }
            unlock(modes[i], p.pid);
            state(modes[i], p.pid);
        }
        finish(&p);
    }
    printf("== own pid, in a process with a context\n");
    {
        proc p = spawn("self");
        char line[256];
        while (fgets(line, sizeof line, p.rd)) printf("  | %s", line);
        int st;
        waitpid(p.pid, &st, 0);
        printf("  self target exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -WTERMSIG(st));
        fclose(p.rd);
        close(p.in);
    }
    CUdevice dev;
    CUcontext ctx;
    cuDeviceGet(&dev, 0);
    cuDevicePrimaryCtxRetain(&ctx, dev);
    cuCtxSetCurrent(ctx);
    state("own pid, with a context", me);
    printf("== wrong order on a running ctx target\n");
    {
        proc p = spawn("ctx");
        state("t", p.pid);
        unlock("t running", p.pid);
        ckpt("t running", p.pid);
        restore("t running", p.pid);
        state("t", p.pid);
        finish(&p);
    }
    printf("== full cycle on a ctx target (16 MiB allocated), NULL args as cuda.core passes\n");
    null_args = 1;
    {
        proc p = spawn("ctx");
        R("cuCheckpointProcessLock(t, NULL args)", cuCheckpointProcessLock(p.pid, NULL));
        state("t", p.pid);
        unlock("t", p.pid);
        state("t", p.pid);
        tid("t", p.pid);
        lock("t", p.pid, 0);
        state("t locked", p.pid);
        tid("t locked", p.pid);
        say(&p, "call\n");
        reply(&p, "cuCtxSynchronize while locked", 1000);
        lock("t locked (again)", p.pid, 1000);
        restore("t locked", p.pid);
        ckpt("t", p.pid);
        state("t checkpointed", p.pid);
        tid("t checkpointed", p.pid);
        ckpt("t checkpointed (again)", p.pid);
        lock("t checkpointed", p.pid, 1000);
        unlock("t checkpointed", p.pid);
        state("t", p.pid);
        restore("t", p.pid);
        state("t restored", p.pid);
        restore("t restored (again)", p.pid);
        unlock("t", p.pid);
        reply(&p, "the synchronize asked for while locked", 3000);
        state("t unlocked", p.pid);
        unlock("t running (again)", p.pid);
        say(&p, "check\n");
        reply(&p, "memory after the cycle", 3000);
        say(&p, "call\n");
        reply(&p, "cuCtxSynchronize after the cycle", 3000);
        printf("== lock with timeouts, twice in a row\n");
        lock("t", p.pid, 5000);
        unlock("t", p.pid);
        lock("t", p.pid, 1);
        unlock("t", p.pid);
        state("t", p.pid);
        printf("== checkpoint and unlock without restore\n");
        lock("t", p.pid, 0);
        ckpt("t", p.pid);
        unlock("t checkpointed", p.pid);
        restore("t", p.pid);
        unlock("t", p.pid);
        state("t", p.pid);
        finish(&p);
        state("exited target", p.pid);
    }
    printf("== done\n");
    return 0;
}
