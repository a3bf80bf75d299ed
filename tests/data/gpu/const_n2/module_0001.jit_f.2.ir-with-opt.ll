; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: nounwind memory(argmem: readwrite)
define ptx_kernel void @loop_multiply_fusion(ptr noalias readonly align 256 captures(none) dereferenceable(4096) %0, ptr noalias align 256 captures(none) dereferenceable(4096) %1, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %2, ptr noalias readnone align 256 captures(none) dereferenceable(4096) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = addrspacecast ptr %0 to ptr addrspace(1)
  %result.i.i.i.i = alloca [7 x i32], align 4
  %8 = addrspacecast ptr %result.i.i.i.i to ptr addrspace(5)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %11 = shl nuw nsw i32 %9, 7
  %12 = or disjoint i32 %11, %10
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4
  %16 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %13
  %17 = load float, ptr addrspace(1) %16, align 4, !invariant.load !6
  %18 = fadd float %15, %17
  call void @llvm.lifetime.start.p0(ptr nonnull %result.i.i.i.i)
  %19 = fmul float %18, 0x3FE45F3060000000
  %20 = tail call i32 @llvm.nvvm.f2i.rn(float %19) #5
  %21 = sitofp i32 %20 to float
  %22 = tail call float @llvm.fma.f32(float %21, float 0xBFF921FB40000000, float %18)
  %23 = tail call float @llvm.fma.f32(float %21, float 0xBE74442D00000000, float %22)
  %24 = tail call float @llvm.fma.f32(float %21, float 0xBCF84698A0000000, float %23)
  %25 = tail call float @llvm.nvvm.fabs.f32(float %18)
  %26 = fcmp ult float %25, 1.056150e+05
  br i1 %26, label %__nv_sinf.exit, label %__nv_isinff.exit.i.i.i

__nv_isinff.exit.i.i.i:                           ; preds = %4
  %27 = fcmp oeq float %25, 0x7FF0000000000000
  br i1 %27, label %__nv_fmul_rn.exit.i.i.i, label %29

__nv_fmul_rn.exit.i.i.i:                          ; preds = %__nv_isinff.exit.i.i.i
  %28 = tail call float @llvm.nvvm.mul.rn.f(float %18, float 0.000000e+00) #5
  br label %__nv_sinf.exit

29:                                               ; preds = %__nv_isinff.exit.i.i.i
  %30 = bitcast float %18 to i32
  %31 = shl i32 %30, 8
  %32 = or i32 %31, -2147483648
  br label %33

33:                                               ; preds = %29, %33
  %lsr.iv = phi i64 [ 0, %29 ], [ %lsr.iv.next, %33 ]
  %hi.i.i.i.0.i1 = phi i32 [ 0, %29 ], [ %37, %33 ]
  %scevgep4 = getelementptr i8, ptr addrspace(1) @__cudart_i2opi_f, i64 %lsr.iv
  %34 = load i32, ptr addrspace(1) %scevgep4, align 4, !invariant.load !6
  %35 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %34, i32 %32, i32 %hi.i.i.i.0.i1) #6, !srcloc !7
  %36 = extractvalue { i32, i32 } %35, 0
  %37 = extractvalue { i32, i32 } %35, 1
  %scevgep = getelementptr i8, ptr addrspace(5) %8, i64 %lsr.iv
  store i32 %36, ptr addrspace(5) %scevgep, align 4
  %lsr.iv.next = add nuw nsw i64 %lsr.iv, 4
  %tmp = trunc i64 %lsr.iv.next to i32
  %exitcond.not = icmp eq i32 %tmp, 24
  br i1 %exitcond.not, label %38, label %33, !llvm.loop !8

38:                                               ; preds = %33
  %39 = lshr i32 %30, 23
  %40 = and i32 %39, 224
  %41 = add nsw i32 %40, -128
  %42 = lshr exact i32 %41, 5
  %43 = getelementptr inbounds i8, ptr addrspace(5) %8, i64 24
  store i32 %37, ptr addrspace(5) %43, align 4
  %44 = sext i32 %42 to i64
  %45 = sub i64 0, %44
  %46 = getelementptr [4 x i8], ptr addrspace(5) %8, i64 %45
  %47 = getelementptr i8, ptr addrspace(5) %46, i64 24
  %48 = load i32, ptr addrspace(5) %47, align 4
  %49 = getelementptr i8, ptr addrspace(5) %46, i64 20
  %50 = load i32, ptr addrspace(5) %49, align 4
  %51 = freeze i32 %50
  %52 = and i32 %30, 260046848
  %.not.i = icmp eq i32 %52, 0
  br i1 %.not.i, label %__internal_trig_reduction_slowpath.exit.i.i.i, label %53

53:                                               ; preds = %38
  %sunkaddr = getelementptr i8, ptr addrspace(5) %46, i64 16
  %54 = load i32, ptr addrspace(5) %sunkaddr, align 4
  %55 = tail call i32 @llvm.fshl.i32(i32 %51, i32 %54, i32 %39)
  br label %__internal_trig_reduction_slowpath.exit.i.i.i

__internal_trig_reduction_slowpath.exit.i.i.i:    ; preds = %53, %38
  %lo.i.i.i.0.i = phi i32 [ %55, %53 ], [ %51, %38 ]
  %56 = tail call i32 @llvm.fshl.i32(i32 %48, i32 %51, i32 %39)
  %57 = lshr i32 %56, 30
  %58 = tail call i32 @llvm.fshl.i32(i32 %56, i32 %lo.i.i.i.0.i, i32 2)
  %59 = shl i32 %lo.i.i.i.0.i, 2
  %60 = lshr i32 %58, 31
  %61 = add nuw nsw i32 %60, %57
  %62 = sub nsw i32 0, %61
  %.not24.i = icmp slt i32 %30, 0
  %spec.select.i = select i1 %.not24.i, i32 %62, i32 %61
  %63 = xor i32 %58, %30
  %.lobit.i = ashr i32 %58, 31
  %hi.i.i.i.2.i = xor i32 %.lobit.i, %58
  %lo.i.i.i.1.i = xor i32 %.lobit.i, %59
  %64 = zext i32 %hi.i.i.i.2.i to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %lo.i.i.i.1.i to i64
  %67 = or disjoint i64 %65, %66
  %68 = sitofp i64 %67 to double
  %69 = fmul nnan double %68, 0x3BF921FB54442D19
  %70 = fptrunc double %69 to float
  %71 = fneg float %70
  %.not67.i = icmp slt i32 %63, 0
  %r.i.i.i.0.i = select i1 %.not67.i, float %71, float %70
  br label %__nv_sinf.exit

__nv_sinf.exit:                                   ; preds = %4, %__nv_fmul_rn.exit.i.i.i, %__internal_trig_reduction_slowpath.exit.i.i.i
  %i.i.1.i = phi i32 [ %20, %4 ], [ 0, %__nv_fmul_rn.exit.i.i.i ], [ %spec.select.i, %__internal_trig_reduction_slowpath.exit.i.i.i ]
  %t.i.i.1.i = phi float [ %24, %4 ], [ %28, %__nv_fmul_rn.exit.i.i.i ], [ %r.i.i.i.0.i, %__internal_trig_reduction_slowpath.exit.i.i.i ]
  %72 = tail call float @llvm.nvvm.mul.rn.f(float %t.i.i.1.i, float %t.i.i.1.i) #5
  %73 = and i32 %i.i.1.i, 1
  %.not8.i = icmp eq i32 %73, 0
  %74 = select i1 %.not8.i, float %t.i.i.1.i, float 1.000000e+00
  %75 = tail call float @llvm.fma.f32(float %72, float %74, float 0.000000e+00)
  %76 = tail call float @llvm.fma.f32(float %72, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %77 = select i1 %.not8.i, float 0xBF29A82A60000000, float %76
  %78 = select i1 %.not8.i, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %79 = tail call float @llvm.fma.f32(float %77, float %72, float %78)
  %80 = select i1 %.not8.i, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %81 = tail call float @llvm.fma.f32(float %79, float %72, float %80)
  %82 = tail call float @llvm.fma.f32(float %81, float %75, float %74)
  %83 = and i32 %i.i.1.i, 2
  %.not9.i = icmp eq i32 %83, 0
  %84 = fsub float 0.000000e+00, %82
  %z.i.i.0.i = select i1 %.not9.i, float %82, float %84
  call void @llvm.lifetime.end.p0(ptr nonnull %result.i.i.i.i)
  %85 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %13
  %86 = load float, ptr addrspace(1) %85, align 4, !invariant.load !6
  %87 = fmul float %86, %z.i.i.0.i
  store float %87, ptr addrspace(1) %14, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

attributes #0 = { nounwind memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 8}
!5 = !{i32 0, i32 128}
!6 = !{}
!7 = !{i32 33416, i32 33420, i32 33465, i32 33510}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.unroll.count", i32 1}
