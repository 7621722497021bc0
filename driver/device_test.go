package driver

import (
	"encoding/hex"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cudasim/cu"
)

// TestH200Reference asks the emulator every question of the reference table
// (h200-device.tsv, recorded from the real H200) through the driver calls and
// compares each answer, code and value.
func TestH200Reference(t *testing.T) {
	data, err := os.ReadFile("../testdata/reference/h200-device.tsv")
	if err != nil {
		t.Fatal(err)
	}
	d := New(Config{})
	th := d.NewThread()
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	dev, err := th.DeviceGet(0)
	if err != nil {
		t.Fatal(err)
	}
	c, err := th.DevicePrimaryCtxRetain(dev)
	if err != nil {
		t.Fatal(err)
	}
	if err := th.CtxSetCurrent(c); err != nil {
		t.Fatal(err)
	}
	type answer struct {
		Code  cu.Result
		Value string
	}
	ans := func(v any, err error) answer {
		if err != nil {
			return answer{Code: cu.Code(err)}
		}
		switch v := v.(type) {
		case string:
			return answer{Value: v}
		case int32:
			return answer{Value: strconv.FormatInt(int64(v), 10)}
		case uint64:
			return answer{Value: strconv.FormatUint(v, 10)}
		case uint32:
			return answer{Value: strconv.FormatUint(uint64(v), 10)}
		}
		t.Fatalf("unexpected value type %T", v)
		return answer{}
	}
	attrs, limits := 0, 0
	for n, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		var got, want answer
		switch f[0] {
		case "name":
			got, want = ans(th.DeviceGetName(dev)), answer{Value: f[1]}
		case "totalMem":
			got, want = ans(th.DeviceTotalMem(dev)), answer{Value: f[1]}
		case "attr", "limit":
			num, _ := strconv.Atoi(f[1])
			code, _ := strconv.Atoi(f[2])
			want = answer{Code: cu.Result(code)}
			if code == 0 {
				want.Value = f[3]
			}
			if f[0] == "attr" {
				attrs++
				got = ans(th.DeviceGetAttribute(DeviceAttribute(num), dev))
			} else {
				limits++
				got = ans(th.CtxGetLimit(Limit(num)))
			}
		case "uuid":
			u, err := th.DeviceGetUuid(dev)
			got, want = ans(hex.EncodeToString(u[:]), err), answer{Value: f[1]}
		case "pci":
			got, want = ans(th.DeviceGetPCIBusId(dev)), answer{Value: f[1]}
		case "memInfo":
			free, total, err := th.MemGetInfo()
			got, want = ans(strconv.FormatUint(free, 10)+" "+strconv.FormatUint(total, 10), err), answer{Value: f[1] + " " + f[2]}
		case "apiVersion":
			got, want = ans(th.CtxGetApiVersion(0)), answer{Value: f[1]}
		default:
			t.Fatalf("line %d: unknown key %q", n+1, f[0])
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("line %d %q (-reference +emulator):\n%s", n+1, line, diff)
		}
	}
	if attrs != 199 || limits != 8 {
		t.Errorf("compared %d attributes and %d limits, the reference has 199 and 8", attrs, limits)
	}
}

func TestDeviceQueries(t *testing.T) {
	d := New(Config{Devices: []Profile{H200(), H200(), A100()}})
	th := d.NewThread()
	if _, err := th.DeviceGetCount(); cu.Code(err) != cu.ErrorNotInitialized {
		t.Errorf("DeviceGetCount before Init: %v", err)
	}
	if err := th.Init(0); err != nil {
		t.Fatal(err)
	}
	type dev struct {
		Name         string
		Major, Minor int
		PCI          string
		SMs          int32
	}
	var got []dev
	n, _ := th.DeviceGetCount()
	for i := range n {
		dv, _ := th.DeviceGet(i)
		name, _ := th.DeviceGetName(dv)
		maj, mnr, _ := th.DeviceComputeCapability(dv)
		pci, _ := th.DeviceGetPCIBusId(dv)
		sms, _ := th.DeviceGetAttribute(AttrMultiprocessorCount, dv)
		got = append(got, dev{name, maj, mnr, pci, sms})
	}
	want := []dev{
		{"NVIDIA H200", 9, 0, "0000:00:06.0", 132},
		{"NVIDIA H200", 9, 0, "0000:00:07.0", 132},
		{"NVIDIA A100-SXM4-40GB", 8, 0, "0000:00:08.0", 108},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("devices (-want +got):\n%s", diff)
	}
	u0, _ := th.DeviceGetUuid(0)
	u1, _ := th.DeviceGetUuid(1)
	if u0 == u1 {
		t.Error("two H200s share a UUID")
	}
	if id, _ := th.DeviceGetAttribute(AttrPCIDeviceID, 2); id != 8 {
		t.Errorf("the A100's PCI device id attribute is %d, want 8 to match its address", id)
	}
	if dv, err := th.DeviceGetByPCIBusId("0000:00:07.0"); err != nil || dv != 1 {
		t.Errorf("DeviceGetByPCIBusId = %d, %v", dv, err)
	}
	if dv, err := th.DeviceGetByPCIBusId("0:0:7"); err != nil || dv != 1 {
		t.Errorf("DeviceGetByPCIBusId without a function = %d, %v", dv, err)
	}
	// The H200 (libcuda/testdata/cudart/suite, e_device): no function is
	// function 0, a well-formed address of no device.
	for id, want := range map[string]cu.Result{"0:0:0": cu.ErrorInvalidDevice, "0x0:0:0": cu.ErrorInvalidDevice, "0:0": cu.ErrorInvalidValue, "0000:00:00.0 ": cu.ErrorInvalidValue} {
		if _, err := th.DeviceGetByPCIBusId(id); cu.Code(err) != want {
			t.Errorf("DeviceGetByPCIBusId(%q) = %v, want %s", id, err, want.Name())
		}
	}
	// The id and its NUL must fit: 13 bytes for "0000:00:06.0" (the H200).
	if id, err := th.DeviceGetPCIBusIdInto(0, 12); cu.Code(err) != cu.ErrorInvalidValue || id != "0000:00:06.0" {
		t.Errorf("PCI bus id into 12 bytes: %q, %v; want the id and CUDA_ERROR_INVALID_VALUE", id, err)
	}
	if _, err := th.DeviceGetPCIBusIdInto(0, 13); err != nil {
		t.Errorf("PCI bus id into 13 bytes: %v", err)
	}
	for _, c := range []struct {
		attr DeviceAttribute
		dev  Device
		code cu.Result
	}{
		{0, 0, cu.ErrorInvalidValue},
		{148, 0, cu.ErrorInvalidValue},
		{1000, 0, cu.ErrorInvalidValue},
		{1, 3, cu.ErrorInvalidDevice},
		{1, -1, cu.ErrorInvalidDevice},
	} {
		if _, err := th.DeviceGetAttribute(c.attr, c.dev); cu.Code(err) != c.code {
			t.Errorf("DeviceGetAttribute(%d, %d) = %v, want %v", c.attr, c.dev, err, c.code.Name())
		}
	}
}

func TestParseDevices(t *testing.T) {
	for _, c := range []struct {
		spec  string
		names []string
		bad   bool
		msg   string // in the error
	}{
		{spec: "h200", names: []string{"NVIDIA H200"}},
		{spec: "H200, a100", names: []string{"NVIDIA H200", "NVIDIA A100-SXM4-40GB"}},
		{spec: "2xh200", names: []string{"NVIDIA H200", "NVIDIA H200"}},
		{spec: "v100", bad: true},
		{spec: "", bad: true},
		{spec: "0xh200", bad: true, msg: `"0xh200": a count must be 1 to 64`},
		{spec: "65", bad: true, msg: `"65": a count must be 1 to 64`},
		{spec: "2xv100", bad: true, msg: `"v100" is not a known profile (known: h200, a100)`},
		// A bare count is that many H200s, as CUDASIM_DEVICES documents.
		{spec: "2", names: []string{"NVIDIA H200", "NVIDIA H200"}},
		{spec: "1, a100", names: []string{"NVIDIA H200", "NVIDIA A100-SXM4-40GB"}},
	} {
		ps, err := ParseDevices(c.spec)
		if (err != nil) != c.bad || (err != nil && !strings.Contains(err.Error(), c.msg)) {
			t.Errorf("ParseDevices(%q) error = %v", c.spec, err)
			continue
		}
		var names []string
		for _, p := range ps {
			names = append(names, p.Name)
		}
		if diff := cmp.Diff(c.names, names); diff != "" {
			t.Errorf("ParseDevices(%q) (-want +got):\n%s", c.spec, diff)
		}
	}
}
