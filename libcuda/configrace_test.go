//go:build linux && amd64

package main

import (
	"runtime"
	"sync"
	"testing"
)

// TestReconfigureAtInitIsRaceFree: the first cuInit makes the emulator again where the
// environment changed since the library was loaded (reconfigureAtInit) while other threads
// may be calling in: every thread's calls, cuInit's and others', see one emulator, whole,
// and after the first cuInit only the new one (run with -race).
func TestReconfigureAtInitIsRaceFree(t *testing.T) {
	reconfigured = sync.Once{}
	changed := "set as the library was loaded"
	configEnv["CUDASIM_TEST_RECONFIGURE"] = &changed // unset now: the first cuInit reconfigures
	before := thread().Driver()
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread() // a C thread of its own (the thread key is the OS thread's)
			defer runtime.UnlockOSThread()
			<-start
			if i%2 == 0 {
				if r := cuInit(0); r != 0 {
					t.Errorf("cuInit: %d", r)
				}
			}
			thread().DeviceGetCount()
		}()
	}
	close(start)
	wg.Wait()
	if r := cuInit(0); r != 0 {
		t.Fatalf("cuInit: %d", r)
	}
	if now := thread().Driver(); now == before {
		t.Errorf("the first cuInit did not make the emulator again")
	}
	if n, err := thread().DeviceGetCount(); err != nil || n < 1 {
		t.Errorf("cuDeviceGetCount after cuInit: %d, %v", n, err)
	}
}
