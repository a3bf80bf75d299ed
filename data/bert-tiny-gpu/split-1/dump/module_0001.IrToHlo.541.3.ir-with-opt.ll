; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_transpose_fusion_5(ptr noalias readonly align 256 captures(none) dereferenceable(1572864) %0, ptr noalias readonly align 16 captures(none) dereferenceable(512) %1, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %2) local_unnamed_addr #0 {
  %4 = addrspacecast ptr %0 to ptr addrspace(1)
  %5 = addrspacecast ptr %1 to ptr addrspace(1)
  %6 = addrspacecast ptr %2 to ptr addrspace(1)
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %9 = and i32 %7, 64
  %10 = and i32 %8, 63
  %11 = or disjoint i32 %9, %10
  %12 = and i32 %7, 63
  %13 = mul nuw nsw i32 %12, 768
  %14 = lshr i32 %8, 6
  %15 = mul nuw nsw i32 %14, 384
  %16 = lshr i32 %7, 7
  %17 = mul nuw nsw i32 %16, 49152
  %18 = or disjoint i32 %9, %13
  %19 = or disjoint i32 %18, %10
  %20 = add nuw nsw i32 %19, %15
  %21 = add nuw nsw i32 %20, %17
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !invariant.load !4
  %25 = zext nneg i32 %11 to i64
  %26 = getelementptr inbounds [4 x i8], ptr addrspace(1) %5, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !invariant.load !4
  %28 = fadd float %24, %27
  %29 = fmul float %28, 0x3FD6A09E60000000
  %30 = shl nuw nsw i32 %7, 7
  %31 = or disjoint i32 %30, %8
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds [4 x i8], ptr addrspace(1) %6, i64 %32
  store float %29, ptr addrspace(1) %33, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "nvvm.reqntid"="128,1,1" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 0, i32 1024}
!3 = !{i32 0, i32 128}
!4 = !{}
