package main

import (
	"fmt"
	"io"
	"strings"

	"cudasim/cu"
	"cudasim/driver"
)

func init() {
	register(command{
		name:    "devices",
		summary: "list the emulated devices",
		help: `Devices lists the emulated devices as the driver API reports them: name,
compute capability, memory, multiprocessors and more. The devices come from
--devices, else from the CUDASIM_DEVICES environment variable, else one H200.
With -v every device attribute and context limit is printed, including the
attributes the driver rejects and the code it rejects them with.`,
		run: runDevices,
	})
}

func runDevices(inv *invocation) error {
	spec := inv.flags.String("devices", "", "comma-separated device profiles, e.g. h200,a100 or 2xh200 (known: "+strings.Join(driver.ProfileNames(), ", ")+")")
	verbose := inv.flags.Bool("v", false, "print every attribute and limit")
	if err := inv.parse(); err != nil {
		return err
	}
	if len(inv.args) > 0 {
		return usagef("unexpected arguments %q", inv.args)
	}
	var d *driver.Driver
	if *spec != "" {
		devs, err := driver.ParseDevices(*spec)
		if err != nil {
			return usagef("%v", err)
		}
		d = driver.New(driver.Config{Devices: devs})
		defer d.Close()
	} else {
		d = driver.Default()
		if err := driver.DefaultErr(); err != nil {
			return usagef("CUDASIM_DEVICES: %v", err)
		}
	}
	t := d.NewThread()
	if err := t.Init(0); err != nil {
		return err
	}
	n, err := t.DeviceGetCount()
	if err != nil {
		return err
	}
	for i := range n {
		if i > 0 {
			fmt.Fprintln(inv.stdout)
		}
		if err := describeDevice(inv.stdout, d, t, i, *verbose); err != nil {
			return err
		}
	}
	return nil
}

func describeDevice(w io.Writer, d *driver.Driver, t *driver.Thread, ordinal int, verbose bool) error {
	dev, err := t.DeviceGet(ordinal)
	if err != nil {
		return err
	}
	name, err := t.DeviceGetName(dev)
	if err != nil {
		return err
	}
	major, minor, _ := t.DeviceComputeCapability(dev)
	total, _ := t.DeviceTotalMem(dev)
	pci, _ := t.DeviceGetPCIBusId(dev)
	uuid, _ := t.DeviceGetUuid(dev)
	attr := func(a driver.DeviceAttribute) int32 { v, _ := t.DeviceGetAttribute(a, dev); return v }
	fmt.Fprintf(w, "device %d: %s\n", ordinal, name)
	row := func(k, format string, args ...any) {
		fmt.Fprintf(w, "  %-22s "+format+"\n", append([]any{k}, args...)...)
	}
	row("compute capability", "%d.%d (sm_%d%d)", major, minor, major, minor)
	row("memory", "%d bytes (%.1f GiB)", total, float64(total)/(1<<30))
	row("multiprocessors", "%d", attr(driver.AttrMultiprocessorCount))
	row("clock", "%d MHz", attr(driver.AttrClockRate)/1000)
	row("memory clock", "%d MHz, %d-bit bus", attr(driver.AttrMemoryClockRate)/1000, attr(driver.AttrGlobalMemoryBusWidth))
	row("L2 cache", "%d bytes", attr(driver.AttrL2CacheSize))
	row("threads per block", "%d (block %d x %d x %d, grid %d x %d x %d)", attr(driver.AttrMaxThreadsPerBlock),
		attr(driver.AttrMaxBlockDimX), attr(driver.AttrMaxBlockDimY), attr(driver.AttrMaxBlockDimZ),
		attr(driver.AttrMaxGridDimX), attr(driver.AttrMaxGridDimY), attr(driver.AttrMaxGridDimZ))
	row("warp size", "%d", attr(driver.AttrWarpSize))
	row("shared memory", "%d bytes per block, %d opt-in, %d per multiprocessor", attr(driver.AttrMaxSharedMemoryPerBlock),
		attr(driver.AttrMaxSharedMemoryPerBlockOptin), attr(driver.AttrMaxSharedMemoryPerMultiprocessor))
	row("registers", "%d per block", attr(driver.AttrMaxRegistersPerBlock))
	row("PCI bus id", "%s", pci)
	row("UUID", "GPU-%x-%x-%x-%x-%x", uuid[0:4], uuid[4:6], uuid[6:8], uuid[8:10], uuid[10:16])
	if p, ok := d.Profile(dev); ok {
		row("profile", "%s", p.Source)
	}
	if !verbose {
		return nil
	}
	fmt.Fprintf(w, "  attributes:\n")
	for a := driver.DeviceAttribute(1); a < 200; a++ {
		v, err := t.DeviceGetAttribute(a, dev)
		name := driver.AttributeName(a)
		if name == "" {
			name = "-"
		}
		if err != nil {
			fmt.Fprintf(w, "    %3d %-58s %s\n", a, name, cu.Code(err).Name())
			continue
		}
		fmt.Fprintf(w, "    %3d %-58s %d\n", a, name, v)
	}
	// Limits are per context: ask a fresh context.
	c, err := t.CtxCreate(0, dev)
	if err != nil {
		return err
	}
	defer t.CtxDestroy(c)
	fmt.Fprintf(w, "  context limits:\n")
	for l := driver.LimitStackSize; l <= driver.LimitShmemSize; l++ {
		name := driver.LimitName(l)
		v, err := t.CtxGetLimit(l)
		if err != nil {
			fmt.Fprintf(w, "    %3d %-58s %s\n", l, name, cu.Code(err).Name())
			continue
		}
		fmt.Fprintf(w, "    %3d %-58s %d\n", l, name, v)
	}
	free, _, err := t.MemGetInfo()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "  free memory with one context: %d bytes\n", free)
	return nil
}
