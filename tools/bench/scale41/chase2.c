#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sched.h>
#include <time.h>
#include <stdint.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int c,char**v){
  long kb=atol(v[1]); int rounds=atoi(v[2]);
  long n=kb*1024/64; uint64_t *a=aligned_alloc(64,n*64); long *perm=malloc(n*sizeof(long));
  for(long i=0;i<n;i++)perm[i]=i; srand(1); for(long i=n-1;i>0;i--){long j=rand()%(i+1);long t=perm[i];perm[i]=perm[j];perm[j]=t;}
  for(long i=0;i<n;i++) a[perm[i]*8]=(uint64_t)&a[perm[(i+1)%n]*8];
  for(int r=0;r<rounds;r++) for(int cpu=atoi(v[3]);cpu==atoi(v[3]);cpu=9){
    cpu_set_t s; CPU_ZERO(&s); CPU_SET(cpu,&s); sched_setaffinity(0,sizeof s,&s);
    uint64_t *p=(uint64_t*)a[0]; long steps=20000000; double t0=now();
    for(long k=0;k<steps;k++) p=(uint64_t*)*p;
    double dt=now()-t0; printf("cpu%d %.2f ns  ", cpu, dt/steps*1e9); printf("%s\n", p? "":"x");
  }
}
