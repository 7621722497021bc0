#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sched.h>
#include <time.h>
#include <stdint.h>
static char *buf;
static int lines = 8, stride = 4096;
static long iters = 200000000;
struct arg { int cpu; int off; double secs; };
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static void *run(void *p){
  struct arg *a=p; cpu_set_t s; CPU_ZERO(&s); CPU_SET(a->cpu,&s); sched_setaffinity(0,sizeof s,&s);
  volatile uint64_t *ptr[64];
  for(int i=0;i<lines;i++) ptr[i]=(volatile uint64_t*)(buf + (a->cpu? (1<<24):0) + a->off + (long)i*stride);
  double t0=now();
  for(long k=0;k<iters/lines;k++) for(int i=0;i<lines;i++) *ptr[i] += 1;
  a->secs=now()-t0; return 0;
}
int main(int c,char**v){
  int mode=atoi(v[1]); lines=atoi(v[2]);
  buf=aligned_alloc(1<<21, 1<<26); for(long i=0;i<(1<<26);i+=4096) buf[i]=0;
  struct arg a0={0,0,0}, a1={1, mode==2? 2048:0, 0};
  pthread_t t0,t1;
  pthread_create(&t0,0,run,&a0);
  if(mode) pthread_create(&t1,0,run,&a1);
  pthread_join(t0,0); if(mode) pthread_join(t1,0);
  printf("mode %d lines %d: t0 %.3f t1 %.3f\n",mode,lines,a0.secs,a1.secs);
}
