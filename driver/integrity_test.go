package driver

import (
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// TestMD2 checks md2Sum against RFC 1319's test suite.
func TestMD2(t *testing.T) {
	for in, want := range map[string]string{
		"":                           "8350e5a3e24c153df2275c9f80692773",
		"a":                          "32ec01ec4a6dac72c0ab96fb34c0b5d1",
		"abc":                        "da853b0d3f88d99b30283a69e6ded6bb",
		"message digest":             "ab4f496bfb2a530b219ff33031fe06b0",
		"abcdefghijklmnopqrstuvwxyz": "4e8ddff3650292ab5a4108c3aa47940b",
		"12345678901234567890123456789012345678901234567890123456789012345678901234567890": "d5976f79d83d3a0dc9806c3c66f3efd8",
	} {
		sum := md2Sum([]byte(in))
		if got := hexString(sum[:]); got != want {
			t.Errorf("md2(%q) = %s, want %s", in, got, want)
		}
	}
}

func hexString(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for _, c := range b {
		out = append(out, digits[c>>4], digits[c&15])
	}
	return string(out)
}

// TestRuntimeIntegrityCheck answers the integrity calls that cudart 11.8 and
// 13.0 made on the H200 with the inputs logged there (the process id,
// thread, table and function addresses of that run) and compares the
// answers with the real driver's.
func TestRuntimeIntegrityCheck(t *testing.T) {
	logs, _ := filepath.Glob("../testdata/reference/cudart/h200_*_integrity_*.log")
	if len(logs) == 0 {
		t.Fatal("no integrity logs in testdata/reference/cudart")
	}
	call := regexp.MustCompile(`dark> INTEGRITY_CHECK\[1\]\((0x[0-9a-f]+),(0x[0-9a-f]+),`)
	proc := regexp.MustCompile(`ihash driver=(\d+) pid=(\d+) pthread_self=(0x[0-9a-f]+) .* integrity_table=(0x[0-9a-f]+) cudart_table=(0x[0-9a-f]+)`)
	fn := regexp.MustCompile(`ihash fn_orig=(0x[0-9a-f]+)`)
	answer := regexp.MustCompile(`dark< INTEGRITY_CHECK\[1\] = 0 \*2=(0x[0-9a-f]+),(0x[0-9a-f]+)`)
	num := func(s string) uint64 {
		v, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	device := regexp.MustCompile(`ihash device 0 uuid=([0-9a-f]{32}) pci_domain=(\d+) pci_bus=(\d+) pci_device=(\d+)`)
	checked := 0
	for _, path := range logs {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text := string(b)
		// The run's own H200: its UUID and PCI address are hashed.
		dev := device.FindStringSubmatch(text)
		if dev == nil {
			t.Fatalf("%s: no device line", path)
		}
		p := H200()
		uuid, err := hex.DecodeString(dev[1])
		if err != nil {
			t.Fatal(err)
		}
		copy(p.UUID[:], uuid)
		p.PCIBusID = fmt.Sprintf("%04x:%02x:%02x.0", num(dev[2]), num(dev[3]), num(dev[4]))
		d := New(Config{Devices: []Profile{p}})
		defer d.Close()
		th := d.NewThread()
		calls, procs, fns, answers := call.FindAllStringSubmatch(text, -1), proc.FindAllStringSubmatch(text, -1), fn.FindAllStringSubmatch(text, -1), answer.FindAllStringSubmatch(text, -1)
		if len(calls) != 3 || len(procs) != 3 || len(fns) != 3 || len(answers) != 3 {
			t.Fatalf("%s: %d calls, %d process lines, %d function lines, %d answers; want 3 of each", path, len(calls), len(procs), len(fns), len(answers))
		}
		for i := range calls {
			if num(procs[i][1]) != DriverVersion {
				t.Fatalf("%s: logged with driver version %s", path, procs[i][1])
			}
			p := RuntimeProcess{
				PID:            uint32(num(procs[i][2])),
				Thread:         uint32(num(procs[i][3])),
				IntegrityTable: num(procs[i][4]),
				RuntimeTable:   num(procs[i][5]),
				CheckFunc:      num(fns[i][1]),
			}
			version := uint32(num(calls[i][1]))
			got, err := th.RuntimeIntegrityCheck(version, num(calls[i][2]), p)
			want := [2]uint64{num(answers[i][1]), num(answers[i][2])}
			if err != nil || got != want {
				t.Errorf("%s: version %d: got %#x, %v; want %#x", filepath.Base(path), version, got, err, want)
			}
			checked++
		}
	}
	t.Logf("%d answers from %d logs match", checked, len(logs))

	th := New(Config{}).NewThread()
	if _, err := th.RuntimeIntegrityCheck(13003, 0, RuntimeProcess{}); err == nil {
		t.Error("version 13003: no error")
	}
}
