/*
 * sleeper: what a thread that sleeps 20 us in a loop (as Go's sysmon does in a
 * process's first milliseconds) costs threads that keep every CPU busy.
 *
 *   cc -O2 -o sleeper sleeper.c -lpthread
 *   ./sleeper BUSY SLEEPER    BUSY threads multiply for 200 ms; SLEEPER 1 adds
 *                             the sleeping thread; prints the work done and
 *                             the sleeper's wake-ups
 *
 * docs/engine-performance.md, "sysmon44": on the 2-vCPU dev machine two busy
 * threads did 14 % less work beside the sleeper, one busy thread none less.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static atomic_int stop;

static void *busy(void *out) {
  volatile unsigned long x = 0;
  unsigned long n = 0;
  while (!atomic_load_explicit(&stop, memory_order_relaxed)) {
    for (int i = 0; i < 1000; i++) x = x * 2862933555777941757ul + 3037000493ul;
    n++;
  }
  *(unsigned long *)out = n;
  return 0;
}

static void *sleeper(void *out) {
  unsigned long n = 0;
  struct timespec ts = {0, 20000};
  while (!atomic_load(&stop)) {
    nanosleep(&ts, 0);
    n++;
  }
  *(unsigned long *)out = n;
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: sleeper BUSY(1-3) SLEEPER(0|1)\n");
    return 2;
  }
  int nb = atoi(argv[1]), sl = atoi(argv[2]);
  if (nb < 1 || nb > 3) nb = 1;
  pthread_t t[4];
  unsigned long r[4] = {0};
  for (int i = 0; i < nb; i++) pthread_create(&t[i], 0, busy, &r[i]);
  if (sl) pthread_create(&t[3], 0, sleeper, &r[3]);
  struct timespec d = {0, 200000000};
  nanosleep(&d, 0);
  atomic_store(&stop, 1);
  unsigned long sum = 0;
  for (int i = 0; i < nb; i++) {
    pthread_join(t[i], 0);
    sum += r[i];
  }
  if (sl) pthread_join(t[3], 0);
  printf("busy=%d sleeper=%d work=%lu wakeups=%lu\n", nb, sl, sum, r[3]);
  return 0;
}
