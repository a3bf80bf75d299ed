; ModuleID = 'split_module'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define ptx_kernel void @loop_transpose_fusion_1(ptr noalias readonly align 256 captures(none) dereferenceable(524288) %0, ptr noalias writeonly align 256 captures(none) dereferenceable(524288) %1) local_unnamed_addr #0 {
  %3 = addrspacecast ptr %0 to ptr addrspace(1)
  %4 = addrspacecast ptr %1 to ptr addrspace(1)
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !3
  %7 = shl nuw nsw i32 %5, 6
  %8 = and i32 %7, 8128
  %9 = shl nuw nsw i32 %6, 7
  %10 = and i32 %9, 8192
  %11 = shl nuw nsw i32 %5, 7
  %12 = and i32 %11, 114688
  %13 = and i32 %6, 63
  %14 = or disjoint i32 %10, %13
  %15 = or disjoint i32 %14, %8
  %16 = or disjoint i32 %15, %12
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds [4 x i8], ptr addrspace(1) %3, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !4
  %20 = or disjoint i32 %11, %6
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [4 x i8], ptr addrspace(1) %4, i64 %21
  store float %19, ptr addrspace(1) %22, align 4
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
