; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_multiply_fusion_3(ptr noalias readonly align 256 captures(none) dereferenceable(524288) %0, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %1, ptr noalias readonly align 256 captures(none) dereferenceable(4096) %2, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %3) local_unnamed_addr #0 {
  %5 = addrspacecast ptr %0 to ptr addrspace(1)
  %6 = addrspacecast ptr %1 to ptr addrspace(1)
  %7 = addrspacecast ptr %2 to ptr addrspace(1)
  %8 = addrspacecast ptr %3 to ptr addrspace(1)
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !5
  %11 = shl nuw nsw i32 %9, 7
  %12 = or disjoint i32 %11, %10
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !invariant.load !6
  %16 = zext nneg i32 %9 to i64
  %17 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !invariant.load !6
  %19 = fmul float %18, 7.812500e-03
  %20 = fsub float %15, %19
  %21 = getelementptr inbounds [4 x i8], ptr addrspace(1) %7, i64 %16
  %22 = load float, ptr addrspace(1) %21, align 4, !invariant.load !6
  %23 = fmul float %22, 7.812500e-03
  %24 = fmul float %19, %19
  %25 = fsub float %23, %24
  %26 = fadd float %25, 0x3D71979980000000
  %27 = tail call float @llvm.nvvm.rsqrt.approx.f(float %26)
  %28 = fmul float %20, %27
  %29 = getelementptr inbounds [4 x i8], ptr addrspace(1) %8, i64 %13
  store float %28, ptr addrspace(1) %29, align 4
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
