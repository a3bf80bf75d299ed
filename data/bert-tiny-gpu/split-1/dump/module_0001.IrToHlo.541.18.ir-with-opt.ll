; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_add_fusion(ptr noalias readonly align 256 captures(none) dereferenceable(524288) %0, ptr noalias readonly align 16 captures(none) dereferenceable(512) %1, ptr noalias readonly align 16 captures(none) dereferenceable(512) %2, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %3, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %4, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %5) local_unnamed_addr #0 {
  %7 = addrspacecast ptr %0 to ptr addrspace(1)
  %8 = addrspacecast ptr %4 to ptr addrspace(1)
  %9 = addrspacecast ptr %3 to ptr addrspace(1)
  %10 = addrspacecast ptr %2 to ptr addrspace(1)
  %11 = addrspacecast ptr %1 to ptr addrspace(1)
  %12 = addrspacecast ptr %5 to ptr addrspace(1)
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !4
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %15 = shl nuw nsw i32 %13, 7
  %16 = or disjoint i32 %15, %14
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !6
  %20 = zext nneg i32 %13 to i64
  %21 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !invariant.load !6
  %23 = fmul float %22, 7.812500e-03
  %24 = fsub float %19, %23
  %25 = getelementptr inbounds [4 x i8], ptr addrspace(1) %9, i64 %20
  %26 = load float, ptr addrspace(1) %25, align 4, !invariant.load !6
  %27 = fmul float %26, 7.812500e-03
  %28 = fmul float %23, %23
  %29 = fsub float %27, %28
  %30 = fadd float %29, 0x3D71979980000000
  %31 = tail call float @llvm.nvvm.rsqrt.approx.f(float %30)
  %32 = fmul float %24, %31
  %33 = zext nneg i32 %14 to i64
  %34 = getelementptr inbounds [4 x i8], ptr addrspace(1) %10, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !invariant.load !6
  %36 = getelementptr inbounds [4 x i8], ptr addrspace(1) %11, i64 %33
  %37 = load float, ptr addrspace(1) %36, align 4, !invariant.load !6
  %38 = fmul float %32, %35
  %39 = fadd float %37, %38
  %40 = getelementptr inbounds [4 x i8], ptr addrspace(1) %12, i64 %17
  store float %39, ptr addrspace(1) %40, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }

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
