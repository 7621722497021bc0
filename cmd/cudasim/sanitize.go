package main

import (
	"fmt"
	"io"

	"cudasim/driver"
)

// sanitizeUsage is the --sanitize flag's help, shared by the commands that
// run kernels.
const sanitizeUsage = "check every kernel with cudasim's sanitizer: a comma-separated list of `tools`, memcheck, racecheck, initcheck, synccheck (compute-sanitizer's), globalrace, masks, sharedinit, streamrace, leakcheck, or all; reports go to standard error in compute-sanitizer's words, and any error makes the command fail"

// sanitizer parses a --sanitize value into the driver's configuration, its
// reports going to stderr.
func sanitizer(spec string, stderr io.Writer) (*driver.Sanitizer, error) {
	s, err := driver.ParseSanitizer(spec)
	if err != nil {
		return nil, usagef("--sanitize: %v", err)
	}
	if s != nil {
		s.Output = stderr
	}
	return s, nil
}

// sanitizerVerdict prints the summary of a sanitized driver's reports and
// returns an error when there were any.
func sanitizerVerdict(d *driver.Driver) error {
	s := d.Sanitizer()
	if s == nil {
		return nil
	}
	d.SanitizerSummary()
	if n := d.SanitizerErrors(); n > 0 {
		return fmt.Errorf("the sanitizer reported %d errors", n)
	}
	return nil
}
