// xlog.c: a logging interposer in front of a real libcuda.so.1, to see what
// a program asks of the driver: every entry point it calls (through dlsym or
// cuGetProcAddress), with its first six arguments, its result and the first
// 8 bytes each pointer argument points to afterwards; every export table it
// asks for (UUID, layout), and every call of an export-table slot, with the
// same. INTEGRITY_CHECK's table is left alone (its answer depends on the
// addresses of the driver's own functions). Nothing here reads the driver's
// code: it only sees calls at the interface.
//
// Built with -mgeneral-regs-only, so that the wrappers leave the vector
// registers (float arguments) untouched before they forward a call.
// XLOG_REAL: the real driver; XLOG_FILE: the log (default stderr).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <stdarg.h>
#include <unistd.h>

typedef uint64_t u64;
typedef u64 (*fn16)(u64, u64, u64, u64, u64, u64, u64, u64, u64, u64, u64, u64, u64, u64, u64, u64);

static void *real_lib;
static int logfd = 2;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static unsigned long seq;

// Formatting without libc's printf before a forwarded call.
static char *hex(char *p, u64 v) {
  *p++ = '0';
  *p++ = 'x';
  int started = 0;
  for (int i = 60; i >= 0; i -= 4) {
    int d = (v >> i) & 15;
    if (d || started || i == 0) {
      *p++ = "0123456789abcdef"[d];
      started = 1;
    }
  }
  return p;
}
static char *str(char *p, const char *s) {
  while (*s) *p++ = *s++;
  return p;
}
static char *dec(char *p, u64 v) {
  char b[24];
  int n = 0;
  do b[n++] = '0' + v % 10; while (v /= 10);
  while (n) *p++ = b[--n];
  return p;
}
static int readable(u64 a, u64 *out) {
  if (a < 4096) return 0;
  struct iovec l = {out, 8}, r = {(void *)a, 8};
  return syscall(SYS_process_vm_readv, getpid(), &l, 1, &r, 1, 0) == 8;
}
// ptrs appends " *k=value" for each readable pointer argument, and the
// text it points to when that is a printable C string (kernel names).
static char *ptrs(char *p, const u64 *args) {
  for (int k = 0; k < 6; k++) {
    u64 v;
    if (!readable(args[k], &v)) continue;
    p = str(p, " *");
    p = dec(p, k);
    *p++ = '=';
    p = hex(p, v);
    unsigned char c[64];
    int n = 0;
    for (; n < 63; n += 8) {
      u64 w;
      if (!readable(args[k] + n, &w)) break;
      memcpy(c + n, &w, 8);
    }
    int len = 0;
    while (len < n && c[len] >= 32 && c[len] < 127) len++;
    if (len >= 4 && (len < n)) {
      if (c[len] != 0) continue;
      p = str(p, " \"");
      memcpy(p, c, len);
      p += len;
      *p++ = '"';
    } else if (len >= 4 && len == n) {
      p = str(p, " \"");
      memcpy(p, c, len);
      p += len;
      p = str(p, "...\"");
    }
  }
  return p;
}

// dumps appends, for each readable pointer argument, up to 32 words it
// points to (export-table slots fill structures whose size is not known).
static char *dumps(char *p, const u64 *args) {
  for (int k = 0; k < 6; k++) {
    u64 v;
    if (!readable(args[k], &v)) continue;
    p = str(p, " &");
    p = dec(p, k);
    p = str(p, "=[");
    for (int n = 0; n < 32; n++) {
      if (!readable(args[k] + 8 * n, &v)) break;
      if (n) *p++ = ' ';
      p = hex(p, v);
    }
    *p++ = ']';
  }
  return p;
}

static char *head(char *p, const char *kind) {
  pthread_mutex_lock(&mu);
  unsigned long n = ++seq;
  pthread_mutex_unlock(&mu);
  p = dec(p, n);
  p = str(p, " t");
  p = dec(p, (u64)syscall(SYS_gettid));
  *p++ = ' ';
  return str(p, kind);
}
static void emit(char *b, char *p) {
  *p++ = '\n';
  if (write(logfd, b, p - b) < 0) {
  }
}

// One wrapped function: a public entry point (kind "call") or an
// export-table slot (kind "slot").
struct wrapped {
  void *real;
  char name[80];
};
#define NWRAP 2048
static struct wrapped wraps[NWRAP];
static int nwraps;

static u64 forward(int i, u64 a0, u64 a1, u64 a2, u64 a3, u64 a4, u64 a5, u64 a6, u64 a7, u64 a8, u64 a9,
                   u64 a10, u64 a11, u64 a12, u64 a13, u64 a14, u64 a15) {
  struct wrapped *w = &wraps[i];
  if (!w->real) return 999;  // CUDA_ERROR_UNKNOWN: the real driver lacks it
  u64 args[6] = {a0, a1, a2, a3, a4, a5};
  char b[8192], *p;
  int verbose = w->name[0] == '[';  // slots: also log the entry (a crash inside shows)
  if (verbose) {
    p = head(b, "slot> ");
    p = str(p, w->name + 1);
    *p++ = '(';
    for (int k = 0; k < 6; k++) {
      if (k) *p++ = ',';
      p = hex(p, args[k]);
    }
    *p++ = ')';
    p = dumps(p, args);
    emit(b, p);
  }
  u64 r = ((fn16)w->real)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15);
  p = head(b, verbose ? "slot< " : "call ");
  p = str(p, w->name + verbose);
  *p++ = '(';
  for (int k = 0; k < 6; k++) {
    if (k) *p++ = ',';
    p = hex(p, args[k]);
  }
  p = str(p, ") = ");
  p = hex(p, r);
  p = verbose ? dumps(p, args) : ptrs(p, args);
  emit(b, p);
  return r;
}

#define W(i)                                                                                            \
  static u64 w##i(u64 a0, u64 a1, u64 a2, u64 a3, u64 a4, u64 a5, u64 a6, u64 a7, u64 a8, u64 a9, u64 a10, \
                  u64 a11, u64 a12, u64 a13, u64 a14, u64 a15) {                                         \
    return forward(i, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15);           \
  }
#include "wlist.h"
#undef W
#define W(i) w##i,
static void *wfns[NWRAP] = {
#include "wlist.h"
};

// The driver's exported names, each forwarding through wraps[idx].
#define X(idx, name)                                                                                   \
  u64 name(u64 a0, u64 a1, u64 a2, u64 a3, u64 a4, u64 a5, u64 a6, u64 a7, u64 a8, u64 a9, u64 a10,   \
           u64 a11, u64 a12, u64 a13, u64 a14, u64 a15) {                                              \
    return forward(idx, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15);         \
  }
#include "xsyms.h"
#undef X
#define X(idx, name) #name,
static const char *const symnames[] = {
#include "xsyms.h"
};
#define NSYM ((int)(sizeof symnames / sizeof symnames[0]))

static void logline(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void logline(const char *fmt, ...) {
  char b[4096], *p = head(b, "");
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(p, b + sizeof b - 2 - p, fmt, ap);
  va_end(ap);
  if (n < 0) n = 0;
  if (p + n > b + sizeof b - 2) n = b + sizeof b - 2 - p;
  emit(b, p + n);
}

static void (*real_getproc)(void);
static void *real_getproc2;
static void *real_exporttable;

__attribute__((constructor)) static void xlog_init(void) {
  const char *f = getenv("XLOG_FILE");
  if (f) logfd = open(f, O_WRONLY | O_CREAT | O_APPEND, 0644);
  if (logfd < 0) logfd = 2;
  const char *path = getenv("XLOG_REAL");
  real_lib = path ? dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND) : NULL;
  if (!real_lib) {
    logline("interpose: cannot open XLOG_REAL=%s: %s", path ? path : "(unset)", dlerror());
    return;
  }
  int missing = 0;
  for (int i = 0; i < NSYM; i++) {
    wraps[i].real = dlsym(real_lib, symnames[i]);
    snprintf(wraps[i].name, sizeof wraps[i].name, "%s", symnames[i]);
    if (!wraps[i].real) missing++;
  }
  nwraps = NSYM;
  real_getproc = dlsym(real_lib, "cuGetProcAddress");
  real_getproc2 = dlsym(real_lib, "cuGetProcAddress_v2");
  real_exporttable = dlsym(real_lib, "cuGetExportTable");
  char exe[512] = "";
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) exe[n] = 0;
  logline("interpose: real=%s symbols=%d missing=%d exe=%s", path, NSYM, missing, exe);
}

// wrap returns a logging wrapper for fn named name (one per distinct fn).
static void *wrap(void *fn, const char *name) {
  if (!fn) return fn;
  pthread_mutex_lock(&mu);
  void *w = NULL;
  for (int i = NSYM; i < nwraps; i++)
    if (wraps[i].real == fn && strcmp(wraps[i].name, name) == 0) w = wfns[i];
  if (!w && nwraps < NWRAP) {
    wraps[nwraps].real = fn;
    snprintf(wraps[nwraps].name, sizeof wraps[nwraps].name, "%s", name);
    w = wfns[nwraps++];
  }
  pthread_mutex_unlock(&mu);
  return w ? w : fn;
}

int cuGetExportTable(const void **table, const unsigned char *id);

// resolved answers a cuGetProcAddress request: our export-table function,
// or a logging wrapper of the real entry point.
static void resolved(const char *sym, void **pfn, int r, int version, u64 flags) {
  logline("getproc %s version=%d flags=%llu -> %d", sym ? sym : "(null)", version, (unsigned long long)flags, r);
  if (r != 0 || !pfn || !*pfn || !sym) return;
  if (strcmp(sym, "cuGetExportTable") == 0) {
    *pfn = (void *)cuGetExportTable;
    return;
  }
  if (strcmp(sym, "cuGetProcAddress") == 0) {
    extern int cuGetProcAddress(const char *, void **, int, u64);
    *pfn = (void *)cuGetProcAddress;
    return;
  }
  if (strcmp(sym, "cuGetProcAddress_v2") == 0) {
    extern int cuGetProcAddress_v2(const char *, void **, int, u64, void *);
    *pfn = (void *)cuGetProcAddress_v2;
    return;
  }
  *pfn = wrap(*pfn, sym);
}

int cuGetProcAddress(const char *sym, void **pfn, int version, u64 flags) {
  if (!real_getproc) return 999;
  int r = ((int (*)(const char *, void **, int, u64))real_getproc)(sym, pfn, version, flags);
  resolved(sym, pfn, r, version, flags);
  return r;
}

int cuGetProcAddress_v2(const char *sym, void **pfn, int version, u64 flags, void *status) {
  if (!real_getproc2) return 999;
  int r = ((int (*)(const char *, void **, int, u64, void *))real_getproc2)(sym, pfn, version, flags, status);
  resolved(sym, pfn, r, version, flags);
  return r;
}

// protection gives the mapping's protection at p (PROT_* bits; -1: none).
static int protection(u64 p) {
  FILE *f = fopen("/proc/self/maps", "r");
  if (!f) return 0;
  char line[512];
  int x = -1;
  while (fgets(line, sizeof line, f)) {
    unsigned long lo, hi;
    char perm[5];
    if (sscanf(line, "%lx-%lx %4s", &lo, &hi, perm) == 3 && p >= lo && p < hi) {
      x = (perm[0] == 'r' ? PROT_READ : 0) | (perm[1] == 'w' ? PROT_WRITE : 0) | (perm[2] == 'x' ? PROT_EXEC : 0);
      break;
    }
  }
  fclose(f);
  return x;
}

#define NTABLES 64
static void *patched[NTABLES];
static int npatched;

static const char *tablename(const char *uuid) {
  static const char *const known[][2] = {
      {"6bd5fb6c5bf4e74a8987d93912fd9df9", "CUDART_INTERFACE"},
      {"a094798c2e742e7493f20800200c0a66", "TOOLS_RUNTIME_CALLBACK_HOOKS"},
      {"42d85a8123f6cb478298f6e78a3aecdc", "TOOLS_TLS"},
      {"c693336e1121df11a8c368f355d89593", "CONTEXT_LOCAL_STORAGE_V0301"},
      {"d4082055bde6704b8d34ba123c66e1f2", "INTEGRITY_CHECK"},
      {"263e88607cd2614392f6bbd5006dfa7e", "CONTEXT_CHECKS"},
      {"f8cff95121468b4eb9e2fb469e7c0dd9", "ERROR_LOG"},
  };
  for (unsigned i = 0; i < sizeof known / sizeof known[0]; i++)
    if (strcmp(uuid, known[i][0]) == 0) return known[i][1];
  return uuid;
}

// cuGetExportTable asks the real driver, logs the table's layout, and
// patches each code slot, in place (the table keeps its address), with a
// logging wrapper: all tables but INTEGRITY_CHECK.
int cuGetExportTable(const void **table, const unsigned char *id) {
  if (!real_exporttable) return 999;
  int r = ((int (*)(const void **, const unsigned char *))real_exporttable)(table, id);
  char uuid[33] = "NULL";
  if (id)
    for (int i = 0; i < 16; i++) snprintf(uuid + 2 * i, 3, "%02x", id[i]);
  const char *name = tablename(uuid);
  void **t = table && r == 0 ? (void **)*table : NULL;
  logline("get %s %s -> %d table=%p", uuid, name, r, (void *)t);
  if (!t) return r;
  pthread_mutex_lock(&mu);
  int seen = 0;
  for (int i = 0; i < npatched; i++) seen |= patched[i] == t;
  if (!seen && npatched < NTABLES) patched[npatched++] = t;
  pthread_mutex_unlock(&mu);
  if (seen) return r;
  u64 w0 = (u64)t[0];
  int first = 1, n = 0;
  if (w0 % 8 == 0 && w0 >= 16 && w0 <= 8 * 256) {
    n = (int)(w0 / 8);
  } else {  // no size word: functions up to a NULL
    first = 0;
    while (n < 64 && t[n]) n++;
  }
  logline("table %s %s size-word=%#llx slots=%d (from %d)", name, uuid, (unsigned long long)w0, n, first);
  int integrity = strcmp(name, "INTEGRITY_CHECK") == 0;
  long page = sysconf(_SC_PAGESIZE);
  u64 start = (u64)t & ~(u64)(page - 1), end = (u64)(t + n);
  int prot = protection((u64)t);
  int writable = !integrity && prot >= 0 && mprotect((void *)start, end - start, PROT_READ | PROT_WRITE) == 0;
  for (int s = first; s < n; s++) {
    u64 v = (u64)t[s];
    int pv = v ? protection(v) : -1;
    int code = pv >= 0 && (pv & PROT_EXEC);
    const char *what = code ? (writable ? "code wrapped" : "code") : "data";
    logline("slot %s[%d] = %#llx %s", name, s, (unsigned long long)v, what);
    if (code && writable) {
      char wn[80];
      snprintf(wn, sizeof wn, "[%s[%d]", name, s);
      t[s] = wrap((void *)v, wn);
    }
  }
  if (writable) mprotect((void *)start, end - start, prot);
  return r;
}
