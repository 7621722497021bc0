package driver

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The embedded H200 profile round-trips through ParseProfile and agrees with
// the A100 wherever the A100 copies it.
func TestProfiles(t *testing.T) {
	h, a := H200(), A100()
	if h.ContextReserve != 150109880320-149557477376 {
		t.Errorf("H200 context reserve = %d, want total-free of the reference memInfo", h.ContextReserve)
	}
	// h200-device.tsv's limits 0..7 and probe2's 8 and 9.
	if len(h.Attributes) != 199 || len(h.Limits) != 10 {
		t.Errorf("H200 has %d attributes and %d limits, want 199 and 10", len(h.Attributes), len(h.Limits))
	}
	if maj, mnr := a.ComputeCapability(); maj != 8 || mnr != 0 {
		t.Errorf("A100 compute capability %d.%d", maj, mnr)
	}
	if a.Attributes[AttrWarpSize] != h.Attributes[AttrWarpSize] {
		t.Error("A100 warp size differs from the H200's")
	}
	// Profiles are values: changing a copy changes nothing else.
	h.Attributes[AttrWarpSize] = AttrValue{Value: 64}
	if H200().Attributes[AttrWarpSize].Value != 32 {
		t.Error("changing a returned profile changed the built-in one")
	}
	// A custom profile: start from the H200, change what differs.
	custom := H200()
	custom.Name = "Custom"
	custom.Attributes[AttrMultiprocessorCount] = AttrValue{Value: 4}
	d := New(Config{Devices: []Profile{custom}})
	th := d.NewThread()
	th.Init(0)
	name, _ := th.DeviceGetName(0)
	sms, _ := th.DeviceGetAttribute(AttrMultiprocessorCount, 0)
	if diff := cmp.Diff([]any{"Custom", int32(4)}, []any{name, sms}); diff != "" {
		t.Errorf("custom profile (-want +got):\n%s", diff)
	}
	// A default emulator's Config holds copies: changing them changes
	// neither the emulator nor the built-in profile.
	dd := New(Config{})
	cfg := dd.Config()
	cfg.Devices[0].Attributes[AttrMultiprocessorCount] = AttrValue{Value: 1}
	th2 := dd.NewThread()
	th2.Init(0)
	if n, _ := th2.DeviceGetAttribute(AttrMultiprocessorCount, 0); n == 1 || H200().Attributes[AttrMultiprocessorCount].Value == 1 {
		t.Error("changing Config's device profile changed the emulator's or the built-in one")
	}
}

func TestModuleLoadingFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  string
		want ModuleLoadingMode
	}{{"EAGER", ModuleLoadingEager}, {"eager", ModuleLoadingEager}, {"LAZY", ModuleLoadingLazy}, {"", ModuleLoadingLazy}, {"junk", ModuleLoadingLazy}} {
		t.Setenv("CUDA_MODULE_LOADING", c.env)
		d := New(Config{})
		th := d.NewThread()
		th.Init(0)
		if got, err := th.ModuleGetLoadingMode(); got != c.want || err != nil {
			t.Errorf("CUDA_MODULE_LOADING=%q: mode %d, %v; want %d", c.env, got, err, c.want)
		}
	}
}

func TestParseProfileErrors(t *testing.T) {
	for _, tsv := range []string{
		"",
		"name\tX\n",
		"name\tX\ntotalMem\tlots\n",
		"name\tX\ntotalMem\t1\nattr\t1\t0\n",
		"name\tX\ntotalMem\t1\nuuid\tzz\n",
		"name\tX\ntotalMem\t1\nmemInfo\t5\t1\n",
		"name\tX\ntotalMem\t1\nfrob\t1\n",
	} {
		if _, err := ParseProfile(tsv); err == nil {
			t.Errorf("ParseProfile(%q) succeeded", tsv)
		}
	}
}

// TestParseProfileLines checks how lines are read: CRLF line ends as LF,
// blank lines skipped, a last line without its newline read, and an error
// naming the line and its text.
func TestParseProfileLines(t *testing.T) {
	p, err := ParseProfile("name\tCRLF GPU\r\n\r\n\ntotalMem\t42\r\nattr\t1\t0\t1024\nlimit\t2\t0\t7")
	if err != nil {
		t.Fatal(err)
	}
	want := Profile{Name: "CRLF GPU", TotalMem: 42, Attributes: map[DeviceAttribute]AttrValue{1: {Value: 1024}}, Limits: map[Limit]LimitValue{2: {Value: 7}}}
	if d := cmp.Diff(want, p); d != "" {
		t.Errorf("profile (-want +got):\n%s", d)
	}
	_, err = ParseProfile("name\tX\n\ntotalMem\t1\nattr\t1\t0\n")
	if want := `line 4 "attr\t1\t0": want 3 fields after "attr", have 2`; err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}

func FuzzParseProfile(f *testing.F) {
	f.Add(h200TSV)
	f.Fuzz(func(t *testing.T, tsv string) {
		p, err := ParseProfile(tsv)
		if err != nil {
			return
		}
		// A profile that parses must make a working emulator.
		d := New(Config{Devices: []Profile{p}})
		defer d.Close()
		th := d.NewThread()
		th.Init(0)
		for a := range DeviceAttribute(200) {
			th.DeviceGetAttribute(a, 0)
		}
		if c, err := th.CtxCreate(0, 0); err == nil {
			th.MemGetInfo()
			for l := range Limit(10) {
				th.CtxGetLimit(l)
			}
			th.CtxDestroy(c)
		}
	})
}

// A bare custom profile (nothing but defaults) still makes a working
// emulator: queries fail with codes, nothing panics.
func TestZeroProfile(t *testing.T) {
	d := New(Config{Devices: []Profile{{Name: "bare"}}})
	th := d.NewThread()
	th.Init(0)
	if _, err := th.DeviceGetAttribute(AttrWarpSize, 0); err == nil {
		t.Error("attribute of a bare profile succeeded")
	}
	c, err := th.CtxCreate(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := th.MemAlloc(1); err == nil {
		t.Error("allocation on a 0-byte device succeeded")
	}
	if _, err := th.CtxGetLimit(LimitStackSize); err == nil {
		t.Error("limit of a bare profile succeeded")
	}
	if _, err := th.MemAllocManaged(8, MemAttachGlobal); err == nil {
		t.Error("managed memory on a device without the attribute succeeded")
	}
	th.CtxDestroy(c)
}

// TestSmallDecimal checks the profile's number reader against strconv.ParseInt, which it
// replaces where it answers.
func TestSmallDecimal(t *testing.T) {
	for _, s := range []string{"0", "7", "-7", "+7", "-0", "00012", "123456789012345678", "-123456789012345678",
		"1234567890123456789", "9223372036854775807", "9223372036854775808", "", "-", "+", "1_000", "0x10", " 1", "1 ",
		"12a", "١", "--1", "+-1", "4294967295", "-2147483648"} {
		n, ok := smallDecimal(s)
		want, err := strconv.ParseInt(s, 10, 64)
		if ok && (err != nil || n != want) {
			t.Errorf("smallDecimal(%q) = %d, strconv.ParseInt: %d, %v", s, n, want, err)
		}
		if !ok && err == nil && len(strings.TrimLeft(s, "+-")) <= 18 {
			t.Errorf("smallDecimal(%q) refused what strconv.ParseInt reads as %d", s, want)
		}
	}
}
