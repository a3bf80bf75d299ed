; ModuleID = 'SyncTensorsGraph.760'
source_filename = "SyncTensorsGraph.760"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buffer_for_constant_121 = local_unnamed_addr addrspace(1) constant [8 x i8] c" \00\00\00\00\00\00\00", align 128
@buffer_for_constant_7 = local_unnamed_addr addrspace(1) constant [16 x i8] c"\00\00\80?\00\00\00@\00\00@@\00\00\80@", align 128

; Function Attrs: nounwind
define void @fusion(ptr noalias align 16 dereferenceable(4096) %arg0, ptr noalias align 128 dereferenceable(4096) %arg1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !7
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !8
  %2 = mul nuw nsw i32 %0, 128
  %linear_index = add nuw nsw i32 %2, %1
  %3 = zext i32 %linear_index to i64
  %4 = addrspacecast ptr addrspace(1) @buffer_for_constant_121 to ptr
  %constant_121 = load i64, ptr %4, align 128, !invariant.load !6
  %5 = udiv i64 %3, %constant_121
  %6 = getelementptr inbounds float, ptr %arg0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !6
  %11 = getelementptr inbounds float, ptr %arg1, i64 %3
  store float %7, ptr %11, align 4
  ret void
}

; Function Attrs: nounwind
define void @fusion_1(ptr noalias align 16 dereferenceable(4096) %arg0, ptr noalias align 128 dereferenceable(4096) %arg1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !7
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !8
  %2 = mul nuw nsw i32 %0, 128
  %linear_index = add nuw nsw i32 %2, %1
  %3 = zext i32 %linear_index to i64
  %4 = addrspacecast ptr addrspace(1) @buffer_for_constant_121 to ptr
  %constant_121 = load i64, ptr %4, align 128, !invariant.load !6
  %5 = udiv i64 %3, %constant_121
  %6 = getelementptr inbounds float, ptr %arg0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !6
  %11 = getelementptr inbounds float, ptr %arg1, i64 %3
  store float %7, ptr %11, align 4
  ret void
}

; Function Attrs: nounwind
define void @slice_fusion(ptr noalias align 16 dereferenceable(4096) %arg0, ptr noalias align 128 dereferenceable(4096) %arg1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !7
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !8
  %2 = mul nuw nsw i32 %0, 128
  %linear_index = add nuw nsw i32 %2, %1
  %3 = zext i32 %linear_index to i64
  %4 = addrspacecast ptr addrspace(1) @buffer_for_constant_121 to ptr
  %constant_121 = load i64, ptr %4, align 128, !invariant.load !6
  %5 = udiv i64 %3, %constant_121
  %6 = getelementptr inbounds float, ptr %arg0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !6
  %11 = getelementptr inbounds float, ptr %arg1, i64 %3
  store float %7, ptr %11, align 4
  ret void
}

; Function Attrs: nounwind
define void @fusion_2(ptr noalias align 16 dereferenceable(4096) %arg0, ptr noalias align 128 dereferenceable(4096) %arg1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !7
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !8
  %2 = mul nuw nsw i32 %0, 128
  %linear_index = add nuw nsw i32 %2, %1
  %3 = zext i32 %linear_index to i64
  %4 = addrspacecast ptr addrspace(1) @buffer_for_constant_121 to ptr
  %constant_121 = load i64, ptr %4, align 128, !invariant.load !6
  %5 = udiv i64 %3, %constant_121
  %6 = getelementptr inbounds float, ptr %arg0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !6
  %11 = getelementptr inbounds float, ptr %arg1, i64 %3
  store float %7, ptr %11, align 4
  ret void
}

; Function Attrs: nounwind
define void @reduce_fusion(ptr noalias align 16 dereferenceable(4096) %arg0, ptr noalias align 128 dereferenceable(4096) %arg1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !7
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !8
  %2 = mul nuw nsw i32 %0, 128
  %linear_index = add nuw nsw i32 %2, %1
  %3 = zext i32 %linear_index to i64
  %4 = addrspacecast ptr addrspace(1) @buffer_for_constant_121 to ptr
  %constant_121 = load i64, ptr %4, align 128, !invariant.load !6
  %5 = udiv i64 %3, %constant_121
  %6 = getelementptr inbounds float, ptr %arg0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !6
  %8 = urem i64 %3, 4
  %9 = addrspacecast ptr addrspace(1) @buffer_for_constant_7 to ptr
  %10 = getelementptr inbounds [4 x float], ptr %9, i64 0, i64 %8
  %constant_7 = load float, ptr %10, align 4, !invariant.load !6
  %multiply = fmul float %7, %constant_7
  %11 = getelementptr inbounds float, ptr %arg1, i64 %3
  store float %multiply, ptr %11, align 4
  ret void
}

; Function Attrs: nounwind
define void @fusion_3(ptr noalias align 16 dereferenceable(4096) %arg0, ptr noalias align 128 dereferenceable(4096) %arg1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !7
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !8
  %2 = mul nuw nsw i32 %0, 128
  %linear_index = add nuw nsw i32 %2, %1
  %3 = zext i32 %linear_index to i64
  %4 = addrspacecast ptr addrspace(1) @buffer_for_constant_121 to ptr
  %constant_121 = load i64, ptr %4, align 128, !invariant.load !6
  %5 = udiv i64 %3, %constant_121
  %6 = getelementptr inbounds float, ptr %arg0, i64 %5
  %7 = load float, ptr %6, align 4, !invariant.load !6
  %11 = getelementptr inbounds float, ptr %arg1, i64 %3
  store float %7, ptr %11, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!9}

!0 = !{ptr @fusion, !"kernel", i32 1}
!1 = !{ptr @fusion_1, !"kernel", i32 1}
!2 = !{ptr @slice_fusion, !"kernel", i32 1}
!3 = !{ptr @fusion_2, !"kernel", i32 1}
!4 = !{ptr @reduce_fusion, !"kernel", i32 1}
!5 = !{ptr @fusion_3, !"kernel", i32 1}
!6 = !{}
!7 = !{i32 0, i32 8}
!8 = !{i32 0, i32 128}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
