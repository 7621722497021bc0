//go:build linux && amd64

package main

import (
	"testing"

	"cudasim/cu"
)

// FuzzConfigFromEnv gives configFromEnv (what cuInit reads: CUDASIM_DEVICES,
// CUDA_DEVICE_ORDER, CUDA_VISIBLE_DEVICES, CUDASIM_SANITIZE) and
// kernelWorkers (CUDASIM_KERNEL_WORKERS) arbitrary values, each variable set
// or not (the bits of set): nothing panics, a refusal is a code the real
// driver knows with a message, and what is accepted has at least one device
// and at most 64 an entry of CUDASIM_DEVICES (or the one default H200), and
// a positive worker count. The seeds are envexplore25's values
// (libcuda/testdata/cudart/envexplore25/cases.txt) and the docs'.
func FuzzConfigFromEnv(f *testing.F) {
	for _, c := range []struct {
		devices, visible, order, sanitize string
		set                               byte
	}{
		{"", "", "", "", 0},
		{"2", "1,0", "PCI_BUS_ID", "memcheck", 15},
		{"2xh200,a100", "GPU-a1005e1a", "FASTEST_FIRST", "none", 15},
		{"", "0,0", "", "", 2},
		{"", "", "junk", "", 4},
		{"65", "", "pci_bus_id", "memcheck,leakcheck", 13},
		{"h200", "", "", "racecheck,bogus", 9},
	} {
		f.Add(c.devices, c.visible, c.order, c.sanitize, c.set)
	}
	logLevel = logOff // kernelWorkers warns about what it refuses
	f.Fuzz(func(t *testing.T, devices, visible, order, sanitize string, set byte) {
		env := map[string]string{}
		for i, kv := range [][2]string{{"CUDASIM_DEVICES", devices}, {"CUDA_VISIBLE_DEVICES", visible}, {"CUDA_DEVICE_ORDER", order}, {"CUDASIM_SANITIZE", sanitize}} {
			if set&(1<<i) != 0 {
				env[kv[0]] = kv[1]
			}
		}
		cfg, err := configFromEnv(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
		if err != nil {
			if code := cu.Code(err); !code.Known() || code == cu.ErrorUnknown || err.Error() == code.Error() {
				t.Fatalf("configFromEnv(%q): %v: not a driver code with a message", env, err)
			}
		} else {
			entries := 1
			for _, c := range devices {
				if c == ',' {
					entries++
				}
			}
			_, filtered := env["CUDA_VISIBLE_DEVICES"]
			// nil Devices is the default H200; CUDA_VISIBLE_DEVICES that hides
			// them all is an error, not an empty list.
			if n := len(cfg.Devices); n > 64*entries || n == 0 && filtered {
				t.Fatalf("configFromEnv(%q): %d devices", env, n)
			}
		}
		if n := kernelWorkers(devices); n < 1 {
			t.Fatalf("kernelWorkers(%q) = %d", devices, n)
		}
	})
}
