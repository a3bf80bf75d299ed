; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @__nv_rsqrtf(float)

define ptx_kernel void @loop_add_fusion(ptr noalias align 256 dereferenceable(524288) %0, ptr noalias align 16 dereferenceable(512) %1, ptr noalias align 16 dereferenceable(512) %2, ptr noalias align 256 dereferenceable(4096) %3, ptr noalias align 256 dereferenceable(4096) %4, ptr noalias align 256 dereferenceable(524288) %5) #0 {
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !range !1
  %8 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !2
  %9 = mul i32 %7, 128
  %10 = add i32 %9, %8
  %11 = getelementptr inbounds [131072 x float], ptr %0, i32 0, i32 %10
  %12 = load float, ptr %11, align 4, !invariant.load !3
  %13 = getelementptr inbounds [1024 x float], ptr %4, i32 0, i32 %7
  %14 = load float, ptr %13, align 4, !invariant.load !3
  %15 = fmul float %14, 7.812500e-03
  %16 = fsub float %12, %15
  %17 = getelementptr inbounds [1024 x float], ptr %3, i32 0, i32 %7
  %18 = load float, ptr %17, align 4, !invariant.load !3
  %19 = fmul float %18, 7.812500e-03
  %20 = fmul float %15, %15
  %21 = fsub float %19, %20
  %22 = fadd float %21, 0x3D71979980000000
  %23 = call float @__nv_rsqrtf(float %22)
  %24 = fmul float %16, %23
  %25 = getelementptr inbounds [128 x float], ptr %2, i32 0, i32 %8
  %26 = load float, ptr %25, align 4, !invariant.load !3
  %27 = getelementptr inbounds [128 x float], ptr %1, i32 0, i32 %8
  %28 = load float, ptr %27, align 4, !invariant.load !3
  %29 = fmul float %24, %26
  %30 = fadd float %28, %29
  %31 = getelementptr inbounds [131072 x float], ptr %5, i32 0, i32 %10
  store float %30, ptr %31, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { "nvvm.reqntid"="128,1,1" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 0, i32 1024}
!2 = !{i32 0, i32 128}
!3 = !{}
