package amd64

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// asmCase is one instruction form: the Go assembly of some instructions and the calls that
// encode the same.
type asmCase struct {
	goAsm string
	emit  func(a *Asm)
}

var reg = Mem{Base: DI, Index: CX, HasIndex: true, Disp: 0x100}

var asmCases = []asmCase{
	{"VPADDQ 256(DI)(CX*1), Y1, Y2", func(a *Asm) { a.VPADDQ(reg, 1, 2) }},
	{"VPADDQ Y9, Y1, Y2", func(a *Asm) { a.VPADDQ(Y(9), 1, 2) }},
	{"VPADDQ Y1, Y10, Y12", func(a *Asm) { a.VPADDQ(Y(1), 10, 12) }},
	{"VPADDQ 32(R8)(R9*1), Y1, Y10", func(a *Asm) { a.VPADDQ(Mem{Base: R8, Index: R9, HasIndex: true, Disp: 32}, 1, 10) }},
	{"VPADDQ (DI)(CX*1), Y1, Y2", func(a *Asm) { a.VPADDQ(Mem{Base: DI, Index: CX, HasIndex: true}, 1, 2) }},
	{"VPADDQ (BP)(CX*1), Y1, Y2", func(a *Asm) { a.VPADDQ(Mem{Base: BP, Index: CX, HasIndex: true}, 1, 2) }},
	{"VPADDQ 8(DI), Y1, Y2", func(a *Asm) { a.VPADDQ(Mem{Base: DI, Disp: 8}, 1, 2) }},
	{"VPADDQ -4096(SP), Y1, Y2", func(a *Asm) { a.VPADDQ(Mem{Base: SP, Disp: -4096}, 1, 2) }},
	{"VPSUBQ Y3, Y4, Y5", func(a *Asm) { a.VPSUBQ(Y(3), 4, 5) }},
	{"MOVLQSX 8(DI), AX", func(a *Asm) { a.MOVLQSXLoad(Mem{Base: DI, Disp: 8}, AX) }},
	{"MOVLQSX 6656(DI), R11", func(a *Asm) { a.MOVLQSXLoad(Mem{Base: DI, Disp: 0x1a00}, R11) }},
	{"CMOVQGT R8, R11", func(a *Asm) { a.CMOVQ(CondG, R8, R11) }},
	{"CMOVQLT AX, DX", func(a *Asm) { a.CMOVQ(CondL, AX, DX) }},
	{"CMOVQHI R8, AX", func(a *Asm) { a.CMOVQ(CondA, R8, AX) }},
	{"SHLQ CX, AX", func(a *Asm) { a.SHLQCL(AX) }},
	{"SHLQ CX, R11", func(a *Asm) { a.SHLQCL(R11) }},
	{"CMPL DX, $2147483616", func(a *Asm) { a.CMPL(DX, 0x7fffffe0) }},
	{"CMPL R11, $-32", func(a *Asm) { a.CMPL(R11, -32) }},
	{"VPSUBD Y13, Y14, Y15", func(a *Asm) { a.VPSUBD(Y(13), 14, 15) }},
	{"VPAND Y3, Y4, Y5", func(a *Asm) { a.VPAND(Y(3), 4, 5) }},
	{"VPANDN Y10, Y4, Y11", func(a *Asm) { a.VPANDN(Y(10), 4, 11) }},
	{"VPMINUD Y15, Y9, Y9", func(a *Asm) { a.VPMINUD(Y(15), 9, 9) }},
	{"VPOR Y11, Y4, Y5", func(a *Asm) { a.VPOR(Y(11), 4, 5) }},
	{"VPXOR Y3, Y12, Y5", func(a *Asm) { a.VPXOR(Y(3), 12, 5) }},
	{"VPMULUDQ Y3, Y4, Y13", func(a *Asm) { a.VPMULUDQ(Y(3), 4, 13) }},
	{"VPMULDQ Y3, Y4, Y5", func(a *Asm) { a.VPMULDQ(Y(3), 4, 5) }},
	{"VPMULDQ 256(DI)(CX*1), Y14, Y5", func(a *Asm) { a.VPMULDQ(reg, 14, 5) }},
	{"VPCMPEQD Y12, Y12, Y12", func(a *Asm) { a.VPCMPEQD(Y(12), 12, 12) }},
	{"VPSLLVQ Y3, Y4, Y5", func(a *Asm) { a.VPSLLVQ(Y(3), 4, 5) }},
	{"VPSLLVQ Y10, Y4, Y5", func(a *Asm) { a.VPSLLVQ(Y(10), 4, 5) }},
	{"VPSLLVD Y3, Y4, Y5", func(a *Asm) { a.VPSLLVD(Y(3), 4, 5) }},
	{"VPSRLVD Y3, Y11, Y5", func(a *Asm) { a.VPSRLVD(Y(3), 11, 5) }},
	{"VPSRLVQ Y9, Y12, Y10", func(a *Asm) { a.VPSRLVQ(Y(9), 12, 10) }},
	{"VPSRAVD Y3, Y4, Y9", func(a *Asm) { a.VPSRAVD(Y(3), 4, 9) }},
	{"VADDPS Y3, Y4, Y5", func(a *Asm) { a.VADDPS(Y(3), 4, 5) }},
	{"VADDPS Y10, Y4, Y5", func(a *Asm) { a.VADDPS(Y(10), 4, 5) }},
	{"VSUBPS Y3, Y4, Y5", func(a *Asm) { a.VSUBPS(Y(3), 4, 5) }},
	{"VMULPS Y3, Y4, Y12", func(a *Asm) { a.VMULPS(Y(3), 4, 12) }},
	{"VDIVPS Y3, Y4, Y12", func(a *Asm) { a.VDIVPS(Y(3), 4, 12) }},
	{"VDIVPS 256(DI)(CX*1), Y10, Y9", func(a *Asm) { a.VDIVPS(reg, 10, 9) }},
	{"VCMPPS $3, Y9, Y9, Y10", func(a *Asm) { a.VCMPPS(3, Y(9), 9, 10) }},
	{"VBLENDVPS Y10, Y13, Y9, Y9", func(a *Asm) { a.VBLENDVPS(10, Y(13), 9, 9) }},
	{"VBLENDVPS Y2, Y1, Y0, Y3", func(a *Asm) { a.VBLENDVPS(2, Y(1), 0, 3) }},
	{"VPSRLQ $32, Y9, Y12", func(a *Asm) { a.VPSRLQ(32, 9, 12) }},
	{"VPSLLQ $32, Y1, Y2", func(a *Asm) { a.VPSLLQ(32, 1, 2) }},
	{"VPSRLD $27, Y12, Y15", func(a *Asm) { a.VPSRLD(27, 12, 15) }},
	{"VPSLLD $5, Y3, Y2", func(a *Asm) { a.VPSLLD(5, 3, 2) }},
	{"VPSRAD $31, Y9, Y1", func(a *Asm) { a.VPSRAD(31, 9, 1) }},
	{"VMOVDQU 256(DI)(CX*1), Y3", func(a *Asm) { a.VMOVDQU(reg, 3) }},
	{"VMOVDQU 2147483392(DI)(CX*1), Y11", func(a *Asm) { a.VMOVDQU(Mem{Base: DI, Index: CX, HasIndex: true, Disp: 0x7fffff00}, 11) }},
	{"VMOVDQU Y3, 256(DI)(CX*1)", func(a *Asm) { a.VMOVDQUStore(3, reg) }},
	{"VMOVDQU Y12, -128(DI)(CX*1)", func(a *Asm) { a.VMOVDQUStore(12, Mem{Base: DI, Index: CX, HasIndex: true, Disp: -128}) }},
	{"VMOVDQU Y3, Y4", func(a *Asm) { a.VMOVDQU(Y(3), 4) }},
	{"VMOVDQU Y11, Y4", func(a *Asm) { a.VMOVDQU(Y(11), 4) }},
	{"VMOVQ AX, X9", func(a *Asm) { a.VMOVQ(AX, 9) }},
	{"VMOVQ R10, X1", func(a *Asm) { a.VMOVQ(R10, 1) }},
	{"VPBROADCASTQ X9, Y9", func(a *Asm) { a.VPBROADCASTQ(9, 9) }},
	{"VPBROADCASTQ X1, Y2", func(a *Asm) { a.VPBROADCASTQ(1, 2) }},
	{"VZEROUPPER", func(a *Asm) { a.VZEROUPPER() }},
	{"RET", func(a *Asm) { a.RET() }},
	{"XORL CX, CX", func(a *Asm) { a.XORL(CX, CX) }},
	{"XORL R9, R9", func(a *Asm) { a.XORL(R9, R9) }},
	{"ADDQ $32, CX", func(a *Asm) { a.ADDQ(32, CX) }},
	{"ADDQ $-8, R11", func(a *Asm) { a.ADDQ(-8, R11) }},
	{"CMPQ CX, $256", func(a *Asm) { a.CMPQ(CX, 256) }},
	{"CMPQ R12, $16", func(a *Asm) { a.CMPQ(R12, 16) }},
	{"MOVQ $0x12345678, AX", func(a *Asm) { a.MOVQ(0x12345678, AX) }},
	{"MOVQ $0xfedcba98, R9", func(a *Asm) { a.MOVQ(0xfedcba98, R9) }},
	{"MOVQ $-5, AX", func(a *Asm) { a.MOVQ(^uint64(4), AX) }},
	{"MOVQ $0x123456789a, AX", func(a *Asm) { a.MOVQ(0x123456789a, AX) }},
	{"MOVQ $-0x123456789a, R8", func(a *Asm) { a.MOVQ(0xffffffedcba98766, R8) }},
	{"loop:; ADDQ $32, CX; CMPQ CX, $256; JNE loop", func(a *Asm) {
		top := a.Len()
		a.ADDQ(32, CX)
		a.CMPQ(CX, 256)
		a.JNE(top)
	}},
	{"VPCMPGTQ Y11, Y0, Y0", func(a *Asm) { a.VPCMPGTQ(Y(11), 0, 0) }},
	{"VPCMPGTQ 256(DI)(CX*1), Y10, Y3", func(a *Asm) { a.VPCMPGTQ(reg, 10, 3) }},
	{"VPCMPEQQ Y11, Y0, Y0", func(a *Asm) { a.VPCMPEQQ(Y(11), 0, 0) }},
	{"VPCMPEQQ 256(DI)(CX*1), Y10, Y3", func(a *Asm) { a.VPCMPEQQ(reg, 10, 3) }},
	{"VFMADD231PS Y3, Y4, Y9", func(a *Asm) { a.VFMADD231PS(Y(3), 4, 9) }},
	{"VFMADD231PS Y11, Y12, Y1", func(a *Asm) { a.VFMADD231PS(Y(11), 12, 1) }},
	{"VFMSUB231PS Y3, Y4, Y9", func(a *Asm) { a.VFMSUB231PS(Y(3), 4, 9) }},
	{"VFNMADD231PS Y11, Y12, Y1", func(a *Asm) { a.VFNMADD231PS(Y(11), 12, 1) }},
	{"VFNMSUB231PS 256(DI)(CX*1), Y2, Y10", func(a *Asm) { a.VFNMSUB231PS(reg, 2, 10) }},
	{"VPTEST Y13, Y13", func(a *Asm) { a.VPTEST(Y(13), 13) }},
	{"VPTEST Y2, Y1", func(a *Asm) { a.VPTEST(Y(2), 1) }},
	{"VPMOVZXDQ 16(R9)(AX*1), Y3", func(a *Asm) { a.VPMOVZXDQ(Mem{Base: R9, Index: AX, HasIndex: true, Disp: 16}, 3) }},
	{"VPMOVZXDQ (AX)(R11*1), Y12", func(a *Asm) { a.VPMOVZXDQ(Mem{Base: AX, Index: R11, HasIndex: true}, 12) }},
	{"MOVQ 264(DI), AX", func(a *Asm) { a.MOVQLoad(Mem{Base: DI, Disp: 264}, AX) }},
	{"MOVQ 8(R8), R9", func(a *Asm) { a.MOVQLoad(Mem{Base: R8, Disp: 8}, R9) }},
	{"MOVQ 70000(SI), R10", func(a *Asm) { a.MOVQLoad(Mem{Base: SI, Disp: 70000}, R10) }},
	{"MOVQ AX, 2048(DI)", func(a *Asm) { a.MOVQStore(AX, Mem{Base: DI, Disp: 2048}) }},
	{"MOVQ R11, -8(DI)", func(a *Asm) { a.MOVQStore(R11, Mem{Base: DI, Disp: -8}) }},
	{"MOVL (R9)(AX*1), AX", func(a *Asm) { a.MOVLLoad(Mem{Base: R9, Index: AX, HasIndex: true}, AX) }},
	{"MOVL (R9)(R11*1), R10", func(a *Asm) { a.MOVLLoad(Mem{Base: R9, Index: R11, HasIndex: true}, R10) }},
	{"MOVL (R13)(AX*1), DX", func(a *Asm) { a.MOVLLoad(Mem{Base: R13, Index: AX, HasIndex: true}, DX) }},
	{"MOVL 1024(DI), DX", func(a *Asm) { a.MOVLLoad(Mem{Base: DI, Disp: 1024}, DX) }},
	{"MOVL DX, (R9)(AX*1)", func(a *Asm) { a.MOVLStore(DX, Mem{Base: R9, Index: AX, HasIndex: true}) }},
	{"MOVL R11, (AX)(R9*1)", func(a *Asm) { a.MOVLStore(R11, Mem{Base: AX, Index: R9, HasIndex: true}) }},
	{"ADDQ DX, R9", func(a *Asm) { a.ADDQReg(DX, R9) }},
	{"ADDQ R10, AX", func(a *Asm) { a.ADDQReg(R10, AX) }},
	{"SUBQ AX, DX", func(a *Asm) { a.SUBQReg(AX, DX) }},
	{"XORQ AX, R11", func(a *Asm) { a.XORQReg(AX, R11) }},
	{"XORQ R9, R8", func(a *Asm) { a.XORQReg(R9, R8) }},
	{"SUBQ R8, R11", func(a *Asm) { a.SUBQReg(R8, R11) }},
	{"VPBROADCASTQ 264(DI), Y11", func(a *Asm) { a.VPBROADCASTQMem(Mem{Base: DI, Disp: 264}, 11) }},
	{"VPBROADCASTQ (R8), Y0", func(a *Asm) { a.VPBROADCASTQMem(Mem{Base: R8}, 0) }},
	{"VPBROADCASTD 264(DI), Y11", func(a *Asm) { a.VPBROADCASTDMem(Mem{Base: DI, Disp: 264}, 11) }},
	{"VPBROADCASTD (R8), Y2", func(a *Asm) { a.VPBROADCASTDMem(Mem{Base: R8}, 2) }},
	{"VPADDD 32(R11), Y2, Y2", func(a *Asm) { a.VPADDD(Mem{Base: R11, Disp: 32}, 2, 2) }},
	{"VPADDD Y1, Y2, Y12", func(a *Asm) { a.VPADDD(Y(1), 2, 12) }},
	{"VPMULLD Y3, Y4, Y13", func(a *Asm) { a.VPMULLD(Y(3), 4, 13) }},
	{"VPMULLD 256(DI)(CX*1), Y10, Y1", func(a *Asm) { a.VPMULLD(reg, 10, 1) }},
	{"VPBROADCASTD X9, Y9", func(a *Asm) { a.VPBROADCASTD(9, 9) }},
	{"VPBROADCASTD X1, Y12", func(a *Asm) { a.VPBROADCASTD(1, 12) }},
	{"VSHUFPS $0x88, Y1, Y0, Y0", func(a *Asm) { a.VSHUFPS(0x88, Y(1), 0, 0) }},
	{"VSHUFPS $0x88, Y9, Y10, Y11", func(a *Asm) { a.VSHUFPS(0x88, Y(9), 10, 11) }},
	{"VPERMQ $0xd8, Y0, Y0", func(a *Asm) { a.VPERMQ(0xd8, Y(0), 0) }},
	{"VPERMQ $0xd8, Y12, Y3", func(a *Asm) { a.VPERMQ(0xd8, Y(12), 3) }},
	{"VMOVDQU X3, 16(DI)(DX*1)", func(a *Asm) { a.VMOVDQUStore128(3, Mem{Base: DI, Index: DX, HasIndex: true, Disp: 16}) }},
	{"VMOVDQU X12, 4112(DI)", func(a *Asm) { a.VMOVDQUStore128(12, Mem{Base: DI, Disp: 4112}) }},
	{"VMOVDQU Y0, 32(R9)(AX*1)", func(a *Asm) { a.VMOVDQUStore(0, Mem{Base: R9, Index: AX, HasIndex: true, Disp: 32}) }},
	{"CMPQ AX, R11", func(a *Asm) { a.CMPQReg(AX, R11) }},
	{"CMPQ R10, DX", func(a *Asm) { a.CMPQReg(R10, DX) }},
	{"TESTB $3, AL", func(a *Asm) { a.TESTBAL(3) }},
	{"VPMOVZXDQ X14, Y14", func(a *Asm) { a.VPMOVZXDQReg(14, 14) }},
	{"VPMOVZXDQ X1, Y9", func(a *Asm) { a.VPMOVZXDQReg(1, 9) }},
	{"VPGATHERQD X13, (R9)(Y0*1), X14", func(a *Asm) { a.VPGATHERQD(13, R9, 0, 14) }},
	{"VPGATHERQD X13, (R9)(Y8*1), X14", func(a *Asm) { a.VPGATHERQD(13, R9, 8, 14) }},
	{"VPGATHERQD X1, (AX)(Y5*1), X2", func(a *Asm) { a.VPGATHERQD(1, AX, 5, 2) }},
	{"VPGATHERQQ Y13, (R9)(Y0*1), Y14", func(a *Asm) { a.VPGATHERQQ(13, R9, 0, 14) }},
	{"VPGATHERQQ Y1, (AX)(Y8*1), Y2", func(a *Asm) { a.VPGATHERQQ(1, AX, 8, 2) }},
	{"VPMOVSXDQ X14, Y14", func(a *Asm) { a.VPMOVSXDQReg(14, 14) }},
	{"VPMOVSXDQ X2, Y9", func(a *Asm) { a.VPMOVSXDQReg(2, 9) }},
	{"MOVBLZX (R9)(AX*1), DX", func(a *Asm) { a.MOVBLZXLoad(Mem{Base: R9, Index: AX, HasIndex: true}, DX) }},
	{"MOVBLZX 7(R9)(R11*1), R10", func(a *Asm) { a.MOVBLZXLoad(Mem{Base: R9, Index: R11, HasIndex: true, Disp: 7}, R10) }},
	{"MOVWLZX (R9)(AX*1), DX", func(a *Asm) { a.MOVWLZXLoad(Mem{Base: R9, Index: AX, HasIndex: true}, DX) }},
	{"MOVWLZX (R13)(AX*1), R11", func(a *Asm) { a.MOVWLZXLoad(Mem{Base: R13, Index: AX, HasIndex: true}, R11) }},
	{"MOVBQSX (R9)(AX*1), DX", func(a *Asm) { a.MOVBQSXLoad(Mem{Base: R9, Index: AX, HasIndex: true}, DX) }},
	{"MOVBQSX -2(R9)(AX*1), R11", func(a *Asm) { a.MOVBQSXLoad(Mem{Base: R9, Index: AX, HasIndex: true, Disp: -2}, R11) }},
	{"MOVWQSX (R9)(AX*1), DX", func(a *Asm) { a.MOVWQSXLoad(Mem{Base: R9, Index: AX, HasIndex: true}, DX) }},
	{"MOVWQSX 1024(DI), R8", func(a *Asm) { a.MOVWQSXLoad(Mem{Base: DI, Disp: 1024}, R8) }},
	{"ANDL DX, AX", func(a *Asm) { a.ANDLReg(DX, AX) }},
	{"ANDL R11, DX", func(a *Asm) { a.ANDLReg(R11, DX) }},
	{"MOVB DX, (R9)(AX*1)", func(a *Asm) { a.MOVBStore(DX, Mem{Base: R9, Index: AX, HasIndex: true}) }},
	{"MOVB R11, 3(AX)(R9*1)", func(a *Asm) { a.MOVBStore(R11, Mem{Base: AX, Index: R9, HasIndex: true, Disp: 3}) }},
	{"MOVW DX, (R9)(AX*1)", func(a *Asm) { a.MOVWStore(DX, Mem{Base: R9, Index: AX, HasIndex: true}) }},
	{"MOVW R11, (R13)(R9*1)", func(a *Asm) { a.MOVWStore(R11, Mem{Base: R13, Index: R9, HasIndex: true}) }},
	{"ADDQ $300, BX", func(a *Asm) { a.ADDQ(300, BX) }},
	{"ADDQ $-70000, R10", func(a *Asm) { a.ADDQ(-70000, R10) }},
	{"VPCMPGTD Y1, Y0, Y2", func(a *Asm) { a.VPCMPGTD(Y(1), 0, 2) }},
	{"VPCMPGTD Y11, Y9, Y10", func(a *Asm) { a.VPCMPGTD(Y(11), 9, 10) }},
	{"VMOVMSKPS Y3, AX", func(a *Asm) { a.VMOVMSKPS(3, AX) }},
	{"VMOVMSKPS Y12, R11", func(a *Asm) { a.VMOVMSKPS(12, R11) }},
	{"MOVQ BX, AX", func(a *Asm) { a.MOVQReg(BX, AX) }},
	{"MOVQ R9, R11", func(a *Asm) { a.MOVQReg(R9, R11) }},
	{"ANDL $0x55, AX", func(a *Asm) { a.ANDLImm(0x55, AX) }},
	{"XORL $0x55, R10", func(a *Asm) { a.XORLImm(0x55, R10) }},
	{"CMPQ AX, 24(SI)", func(a *Asm) { a.CMPQMem(AX, Mem{Base: SI, Disp: 24}) }},
	{"CMPQ R11, 200(R8)", func(a *Asm) { a.CMPQMem(R11, Mem{Base: R8, Disp: 200}) }},
	{"MOVL $0xffffffff, 12(R8)", func(a *Asm) { a.MOVLImm(0xffffffff, Mem{Base: R8, Disp: 12}) }},
	{"MOVL $0, (AX)", func(a *Asm) { a.MOVLImm(0, Mem{Base: AX}) }},
	{"CMPB 72(SI), $0", func(a *Asm) { a.CMPBImm(Mem{Base: SI, Disp: 72}, 0) }},
	{"CMPB 300(R9), $7", func(a *Asm) { a.CMPBImm(Mem{Base: R9, Disp: 300}, 7) }},
	{"VMOVMSKPD Y0, AX", func(a *Asm) { a.VMOVMSKPD(0, AX) }},
	{"VMOVMSKPD Y11, R9", func(a *Asm) { a.VMOVMSKPD(11, R9) }},
	{"ORL AX, R11", func(a *Asm) { a.ORLReg(AX, R11) }},
	{"ORL R9, DX", func(a *Asm) { a.ORLReg(R9, DX) }},
	{"MOVL R11, AX", func(a *Asm) { a.MOVLReg(R11, AX) }},
	{"MOVL AX, DX", func(a *Asm) { a.MOVLReg(AX, DX) }},
	{"TESTL AX, AX", func(a *Asm) { a.TESTL(AX, AX) }},
	{"TESTL R10, R10", func(a *Asm) { a.TESTL(R10, R10) }},
	{"NOTL AX", func(a *Asm) { a.NOTL(AX) }},
	{"NOTL R11", func(a *Asm) { a.NOTL(R11) }},
	{"NEGL DX", func(a *Asm) { a.NEGL(DX) }},
	{"NEGL R9", func(a *Asm) { a.NEGL(R9) }},
	{"SHLL $4, R11", func(a *Asm) { a.SHLL(4, R11) }},
	{"SHLL $28, AX", func(a *Asm) { a.SHLL(28, AX) }},
	{"CMPL AX, $-1", func(a *Asm) { a.CMPL(AX, -1) }},
	{"CMPL R10, $5", func(a *Asm) { a.CMPL(R10, 5) }},
	{"IMULQ 264(DI), AX", func(a *Asm) { a.IMULQLoad(Mem{Base: DI, Disp: 264}, AX) }},
	{"IMULQ 2048(DI), R11", func(a *Asm) { a.IMULQLoad(Mem{Base: DI, Disp: 2048}, R11) }},
	{"loop:; ADDQ $32, CX; JMP loop", func(a *Asm) {
		top := a.Len()
		a.ADDQ(32, CX)
		a.JMP(top)
	}},
	{"loop:; " + strings.Repeat("VPADDQ 256(DI)(CX*1), Y1, Y2; ", 20) + "JMP loop", func(a *Asm) {
		top := a.Len()
		for range 20 {
			a.VPADDQ(reg, 1, 2)
		}
		a.JMP(top)
	}},
	// Forward jumps, past more than 8 bits reach so that the Go assembler takes the long form too.
	{"JNE out; JCS out; JHI out; JEQ out; JMP out; " + strings.Repeat("VPADDQ 256(DI)(CX*1), Y1, Y2; ", 20) + "out: RET", func(a *Asm) {
		at := []int{a.JccForward(CondNZ), a.JccForward(CondB), a.JccForward(CondA), a.JccForward(CondZ), a.JmpForward()}
		for range 20 {
			a.VPADDQ(reg, 1, 2)
		}
		for _, p := range at {
			a.Patch(p)
		}
		a.RET()
	}},
	// A jump too far for 8 bits: 20 instructions of 9 bytes between the label and the jump.
	{"loop:; " + strings.Repeat("VPADDQ 256(DI)(CX*1), Y1, Y2; ", 20) + "JNE loop", func(a *Asm) {
		top := a.Len()
		for range 20 {
			a.VPADDQ(reg, 1, 2)
		}
		a.JNE(top)
	}},
}

// TestEncodingMatchesGoAssembler assembles every case with the Go assembler (`go tool asm -S`)
// and compares its bytes with the encoder's.
func TestEncodingMatchesGoAssembler(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		t.Skipf("no go command to assemble with: %v", err)
	}
	dir := t.TempDir()
	var src strings.Builder
	for i, c := range asmCases {
		fmt.Fprintf(&src, "TEXT ·case%d(SB), 4, $0\n", i)
		for _, line := range strings.Split(c.goAsm, ";") {
			if line = strings.TrimSpace(line); line != "" {
				fmt.Fprintf(&src, "\t%s\n", line)
			}
		}
	}
	file := filepath.Join(dir, "cases.s")
	if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(goTool, "tool", "asm", "-p", "main", "-S", "-o", filepath.Join(dir, "cases.o"), file)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go tool asm: %v\n%s", err, out)
	}
	want := assembledBytes(t, string(out))
	for i, c := range asmCases {
		var a Asm
		c.emit(&a)
		w, ok := want[fmt.Sprintf("main.case%d", i)]
		if !ok {
			t.Fatalf("no bytes for case %d (%s) in the assembler's listing", i, c.goAsm)
		}
		if !bytes.Equal(a.Bytes(), w) {
			t.Errorf("%s:\n\tencoder   % x\n\tassembler % x", c.goAsm, a.Bytes(), w)
		}
	}
}

// assembledBytes reads each function's bytes from `go tool asm -S`'s listing: a header line
// "name STEXT ...", the instructions, then hex lines "\t0x0000 c5 f5 d4 ...  ascii".
func assembledBytes(t *testing.T, listing string) map[string][]byte {
	t.Helper()
	fns := map[string][]byte{}
	var name string
	for _, line := range strings.Split(listing, "\n") {
		if !strings.HasPrefix(line, "\t") {
			if f := strings.Fields(line); len(f) > 1 && f[1] == "STEXT" {
				name = f[0]
			}
			continue
		}
		line = strings.TrimPrefix(line, "\t")
		if f := strings.Fields(line); !strings.HasPrefix(line, "0x") || len(f) < 2 || len(f[1]) != 2 {
			continue // an instruction's line has a 5-digit offset next; rel lines start otherwise
		}
		hexPart := line[7:min(len(line), 7+16*3)]
		b, err := hex.DecodeString(strings.ReplaceAll(strings.TrimSpace(hexPart), " ", ""))
		if err != nil {
			t.Fatalf("listing line %q: %v", line, err)
		}
		fns[name] = append(fns[name], b...)
	}
	return fns
}
