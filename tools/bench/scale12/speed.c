/* speed: how fast each CPU of this machine runs a fixed piece of work, and how steadily, with
 * nothing of cudasim in it (issue 14, tenth pass: is a worker's slow CPU the engine's or the
 * machine's?). A chunk is 8 independent multiply-xorshift chains (the core's ALU ports busy, as
 * an SMT sibling would find them) of CHUNK steps, or a pass over a 4 MiB buffer ("mem").
 *   speed solo SECS KIND CPU...       each CPU alone in turn, SECS each
 *   speed together SECS KIND CPU...   all the CPUs at once, one thread each
 *   speed series SECS KIND CPU        one CPU, the median chunk of each 50 ms bin
 * Prints per CPU: chunks, best / median / p90 / worst chunk in us (wall clock), the share of
 * chunks 1.3x the best or slower, and the thread's CPU time per chunk (best / median / p90). Build: cc -O2 -o speed speed.c -lpthread */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CHUNK 20000
#define MAXN 200000
static double secs;
static int mem;
static uint64_t sink;

static double clk(clockid_t id) {
  struct timespec t;
  clock_gettime(id, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
static double now(void) { return clk(CLOCK_MONOTONIC); }

static uint64_t alu(uint64_t s) {
  uint64_t a[8];
  for (int j = 0; j < 8; j++) a[j] = s + j * 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < CHUNK; i++)
    for (int j = 0; j < 8; j++) { a[j] ^= a[j] >> 29; a[j] *= 0xbf58476d1ce4e5b9ull; }
  uint64_t r = 0;
  for (int j = 0; j < 8; j++) r ^= a[j];
  return r;
}

static uint64_t pass(uint64_t *buf, size_t n) {
  uint64_t r = 0;
  for (size_t i = 0; i < n; i += 8) r += buf[i] ^ buf[i + 3];
  return r;
}

struct job { int cpu; int n; double *t, *c; };

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void pin(int cpu) {
  cpu_set_t s;
  CPU_ZERO(&s);
  CPU_SET(cpu, &s);
  if (sched_setaffinity(0, sizeof s, &s)) perror("sched_setaffinity");
}

static void *run(void *p) {
  struct job *j = p;
  pin(j->cpu);
  size_t n = (4u << 20) / 8;
  uint64_t *buf = calloc(n, 8), s = 1;
  for (size_t i = 0; i < n; i++) buf[i] = i * 7;
  double end = now() + secs;
  j->n = 0;
  while (j->n < MAXN) {
    double t0 = now(), c0 = clk(CLOCK_THREAD_CPUTIME_ID);
    s += mem ? pass(buf, n) : alu(s);
    double t1 = now();
    j->c[j->n] = clk(CLOCK_THREAD_CPUTIME_ID) - c0;
    j->t[j->n++] = t1 - t0;
    if (t1 > end) break;
  }
  __atomic_add_fetch(&sink, s, __ATOMIC_RELAXED);
  free(buf);
  return NULL;
}

static void report(const char *mode, struct job *j) {
  double *c = malloc(j->n * sizeof *c);
  memcpy(c, j->t, j->n * sizeof *c);
  qsort(c, j->n, sizeof *c, cmp);
  int slow = 0;
  for (int i = 0; i < j->n; i++) slow += c[i] >= 1.3 * c[0];
  double *u = malloc(j->n * sizeof *u);
  memcpy(u, j->c, j->n * sizeof *u);
  qsort(u, j->n, sizeof *u, cmp);
  printf("%s cpu %d chunks %d best %.1f median %.1f p90 %.1f worst %.1f us slow %.3f; thread CPU per chunk best %.1f median %.1f p90 %.1f us\n",
         mode, j->cpu, j->n, c[0] * 1e6, c[j->n / 2] * 1e6, c[j->n * 9 / 10] * 1e6, c[j->n - 1] * 1e6, (double)slow / j->n,
         u[0] * 1e6, u[j->n / 2] * 1e6, u[j->n * 9 / 10] * 1e6);
  free(c);
  free(u);
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: speed solo|together|series SECS alu|mem CPU...\n");
    return 2;
  }
  secs = atof(argv[2]);
  mem = !strcmp(argv[3], "mem");
  int n = argc - 4;
  struct job *jobs = calloc(n, sizeof *jobs);
  pthread_t *th = calloc(n, sizeof *th);
  for (int i = 0; i < n; i++) { jobs[i].cpu = atoi(argv[4 + i]); jobs[i].t = malloc(MAXN * sizeof(double)); jobs[i].c = malloc(MAXN * sizeof(double)); }
  if (!strcmp(argv[1], "together")) {
    for (int i = 0; i < n; i++) pthread_create(&th[i], NULL, run, &jobs[i]);
    for (int i = 0; i < n; i++) pthread_join(th[i], NULL);
    for (int i = 0; i < n; i++) report("together", &jobs[i]);
  } else if (!strcmp(argv[1], "solo")) {
    for (int i = 0; i < n; i++) { run(&jobs[i]); report("solo", &jobs[i]); }
  } else {
    struct job *j = &jobs[0];
    run(j);
    double best = 1e9, t = 0, bin[4096];
    int nb = 0, k = 0;
    for (int i = 0; i < j->n; i++) best = j->t[i] < best ? j->t[i] : best;
    printf("series cpu %d best %.1f us; median chunk / best per 50 ms:", j->cpu, best * 1e6);
    for (int i = 0; i < j->n; i++) {
      bin[k++] = j->t[i];
      t += j->t[i];
      if (t >= 0.05 || i == j->n - 1) {
        qsort(bin, k, sizeof *bin, cmp);
        printf(" %.2f", bin[k / 2] / best);
        t = 0, k = 0, nb++;
      }
    }
    printf("\n");
  }
  return sink == 42;
}
