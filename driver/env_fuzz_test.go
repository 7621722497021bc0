package driver

import (
	"fmt"
	"strconv"
	"testing"

	"cudasim/cu"
)

// FuzzEnvironment feeds arbitrary values to the parsers of the environment
// variables a program's process hands cudasim: CUDASIM_DEVICES
// (ParseDevices), CUDA_VISIBLE_DEVICES (VisibleDevices), CUDASIM_SANITIZE
// (ParseSanitizer) and CUDASIM_MEMORY_BUDGET (parseSize), and the PCI bus
// id a program hands cuDeviceGetByPCIBusId (parsePCIBusID). None may panic;
// a refusal carries a message (and VisibleDevices' the code cuInit
// answers); what is accepted is bounded by the input (no more than 64
// devices an entry, no more visible devices than there are, none twice),
// and a size or a bus id read back from its canonical form is the same. The seeds
// are the values of libcuda/testdata/cudart/envexplore25's cases and of the
// docs.
func FuzzEnvironment(f *testing.F) {
	for _, s := range []string{"", "0", "1", "0,", "0,0", "0,1", "1,0", "00", "-1", "junk", "0,junk",
		"GPU-", "GPU-zz", "gpu-a1005e1a", "GPU-a1005e1a", "MIG-a1005e1a-c0da", "GPU-a1005e1a-c0da-5140-8000-000000000001",
		"2", "h200", "2xh200,a100", "65xh200", "0xa100", "memcheck", "memcheck,leakcheck", "none", "all",
		"memcheck,racecheck,initcheck,synccheck,globalrace,masks,sharedinit,streamrace", "8GiB", "512MiB", "64 K", "18446744073709551615",
		"0000:01:00.0", "0:0:0", "0x0:0:0", "01:00.0", "1:2:3:4", "0000:c1:00.0"} {
		f.Add(s)
	}
	three := []Profile{H200(), H200(), A100()}
	for i := range three {
		three[i].UUID[15] = byte(i) // distinct, as New makes them
	}
	f.Fuzz(func(t *testing.T, spec string) {
		refused := func(what string, err error) {
			t.Helper()
			if cu.Detail(err) == "" && err.Error() == "" {
				t.Fatalf("%s(%q): an error without a message", what, spec)
			}
		}
		if devs, err := ParseDevices(spec); err != nil {
			refused("ParseDevices", err)
		} else {
			entries := 1
			for _, c := range spec {
				if c == ',' {
					entries++
				}
			}
			if len(devs) < entries || len(devs) > 64*entries {
				t.Fatalf("ParseDevices(%q): %d devices for %d entries", spec, len(devs), entries)
			}
			for i, d := range devs {
				if d.Name == "" {
					t.Fatalf("ParseDevices(%q): device %d has no name", spec, i)
				}
			}
		}
		if vis, err := VisibleDevices(three, spec); err != nil {
			refused("VisibleDevices", err)
			if cu.Code(err) != cu.ErrorInvalidDevice {
				t.Fatalf("VisibleDevices(%q): %v, want CUDA_ERROR_INVALID_DEVICE", spec, err)
			}
		} else {
			seen := map[[16]byte]bool{}
			for _, d := range vis {
				if seen[d.UUID] {
					t.Fatalf("VisibleDevices(%q): device %x listed twice", spec, d.UUID)
				}
				seen[d.UUID] = true
			}
			if len(vis) > len(three) {
				t.Fatalf("VisibleDevices(%q): %d of %d devices", spec, len(vis), len(three))
			}
		}
		if _, err := ParseSanitizer(spec); err != nil {
			refused("ParseSanitizer", err)
		}
		if a, ok := parsePCIBusID(spec); ok {
			back := fmt.Sprintf("%x:%x:%x.%x", a.domain, a.bus, a.device, a.function)
			if again, ok := parsePCIBusID(back); !ok || again != a {
				t.Fatalf("parsePCIBusID(%q) = %+v, but parsePCIBusID(%q) = %+v, %v", spec, a, back, again, ok)
			}
		}
		if n, ok := parseSize(spec); ok {
			if again, ok := parseSize(strconv.FormatUint(n, 10)); !ok || again != n {
				t.Fatalf("parseSize(%q) = %d, but parseSize(%d) = %d, %v", spec, n, n, again, ok)
			}
			if n > 1<<63 {
				t.Fatalf("parseSize(%q) = %s: more than the 2^63 it allows", spec, fmt.Sprint(n))
			}
		}
	})
}
