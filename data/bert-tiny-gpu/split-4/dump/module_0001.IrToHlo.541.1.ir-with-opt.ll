; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_multiply_fusion_2(ptr noalias readonly align 16 captures(none) dereferenceable(1024) %0, ptr noalias readonly align 16 captures(none) dereferenceable(15627264) %1, ptr noalias readonly align 16 captures(none) dereferenceable(8192) %2, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %3, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %4, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %5, ptr noalias readonly align 16 captures(none) dereferenceable(262144) %6, ptr noalias readonly align 16 captures(none) dereferenceable(4096) %7, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %8) local_unnamed_addr #0 {
  %10 = addrspacecast ptr %2 to ptr addrspace(1)
  %11 = addrspacecast ptr %1 to ptr addrspace(1)
  %12 = addrspacecast ptr %3 to ptr addrspace(1)
  %13 = addrspacecast ptr %0 to ptr addrspace(1)
  %14 = addrspacecast ptr %7 to ptr addrspace(1)
  %15 = addrspacecast ptr %6 to ptr addrspace(1)
  %16 = addrspacecast ptr %4 to ptr addrspace(1)
  %17 = addrspacecast ptr %5 to ptr addrspace(1)
  %18 = addrspacecast ptr %8 to ptr addrspace(1)
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !4
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %21 = and i32 %19, 127
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds [8 x i8], ptr addrspace(1) %10, i64 %22
  %24 = load i64, ptr addrspace(1) %23, align 8, !invariant.load !6
  %25 = trunc i64 %24 to i32
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 30521)
  %27 = shl nuw nsw i32 %26, 7
  %28 = or disjoint i32 %27, %20
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !invariant.load !6
  %32 = zext nneg i32 %21 to i64
  %33 = getelementptr inbounds [8 x i8], ptr addrspace(1) %12, i64 %32
  %34 = load i64, ptr addrspace(1) %33, align 8, !invariant.load !6
  %35 = and i64 %34, 4294967295
  %.not = icmp eq i64 %35, 0
  %36 = select i1 %.not, i32 0, i32 128
  %37 = or disjoint i32 %36, %20
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds [4 x i8], ptr addrspace(1) %13, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !invariant.load !6
  %41 = fadd float %31, %40
  %42 = getelementptr inbounds [8 x i8], ptr addrspace(1) %14, i64 %32
  %43 = load i64, ptr addrspace(1) %42, align 8, !invariant.load !6
  %44 = trunc i64 %43 to i32
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 511)
  %46 = shl nuw nsw i32 %45, 7
  %47 = or disjoint i32 %46, %20
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [4 x i8], ptr addrspace(1) %15, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !invariant.load !6
  %51 = fadd float %41, %50
  %52 = getelementptr inbounds [4 x i8], ptr addrspace(1) %16, i64 %22
  %53 = load float, ptr addrspace(1) %52, align 4, !invariant.load !6
  %54 = fmul float %53, 7.812500e-03
  %55 = fsub float %51, %54
  %56 = getelementptr inbounds [4 x i8], ptr addrspace(1) %17, i64 %22
  %57 = load float, ptr addrspace(1) %56, align 4, !invariant.load !6
  %58 = fmul float %57, 7.812500e-03
  %59 = fmul float %54, %54
  %60 = fsub float %58, %59
  %61 = fadd float %60, 0x3D71979980000000
  %62 = tail call float @llvm.nvvm.rsqrt.approx.f(float %61)
  %63 = fmul float %55, %62
  %64 = shl nuw nsw i32 %19, 7
  %65 = or disjoint i32 %64, %20
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [4 x i8], ptr addrspace(1) %18, i64 %66
  store float %63, ptr addrspace(1) %67, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}
!nvvmir.version = !{!3}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!3 = !{i32 2, i32 0}
!4 = !{i32 0, i32 1024}
!5 = !{i32 0, i32 128}
!6 = !{}
