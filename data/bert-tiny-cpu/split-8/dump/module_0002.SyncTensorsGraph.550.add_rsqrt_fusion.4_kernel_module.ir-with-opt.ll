; ModuleID = '__compute_module_add_rsqrt_fusion.4_kernel_module'
source_filename = "__compute_module_add_rsqrt_fusion.4_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@llvm.compiler.used = appending global [1 x ptr] [ptr @xla.rsqrt.v16f32], section "llvm.metadata"

; Function Attrs: uwtable
define noalias noundef ptr @add_rsqrt_fusion.4(ptr readonly captures(none) %0) local_unnamed_addr #0 {
vector.ph:
  %1 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3, !dereferenceable !4
  %4 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !5
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %8 = getelementptr inbounds nuw [1024 x float], ptr %5, i64 0, i64 %index
  %wide.load = load <8 x float>, ptr %8, align 4, !invariant.load !3, !alias.scope !9, !noalias !13
  %9 = shl nuw nsw i64 %index, 2
  %10 = getelementptr inbounds nuw [4096 x float], ptr %3, i64 0, i64 %9
  %wide.vec = load <32 x float>, ptr %10, align 4, !invariant.load !3, !alias.scope !6, !noalias !16
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec2 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec3 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec4 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %11 = fadd reassoc <8 x float> %strided.vec, zeroinitializer
  %12 = fadd reassoc <8 x float> %11, %strided.vec2
  %13 = fadd reassoc <8 x float> %12, %strided.vec3
  %14 = fadd reassoc <8 x float> %13, %strided.vec4
  %15 = fmul <8 x float> %wide.load, splat (float 7.812500e-03)
  %16 = fmul <8 x float> %14, splat (float 7.812500e-03)
  %17 = fmul <8 x float> %15, %15
  %18 = fsub <8 x float> %16, %17
  %19 = fadd <8 x float> %18, splat (float 0x3D71979980000000)
  %y_approx.i = call <8 x float> @llvm.x86.avx.rsqrt.ps.256(<8 x float> %19)
  %20 = fmul <8 x float> %19, %y_approx.i
  %21 = fmul <8 x float> %y_approx.i, splat (float -5.000000e-01)
  %22 = fmul <8 x float> %20, %y_approx.i
  %23 = fadd <8 x float> %22, splat (float -1.000000e+00)
  %24 = fmul <8 x float> %21, %23
  %25 = fadd <8 x float> %24, %y_approx.i
  %26 = fmul <8 x float> %19, %25
  %27 = fmul <8 x float> %25, splat (float -5.000000e-01)
  %28 = fmul <8 x float> %26, %25
  %29 = fadd <8 x float> %28, splat (float -1.000000e+00)
  %30 = fmul <8 x float> %27, %29
  %31 = fadd <8 x float> %30, %25
  %use_hw_approx_mask.i = call <8 x i1> @llvm.is.fpclass.v8f32(<8 x float> %19, i32 732)
  %result.i = select <8 x i1> %use_hw_approx_mask.i, <8 x float> %y_approx.i, <8 x float> %31
  %32 = getelementptr inbounds nuw [1024 x float], ptr %7, i64 0, i64 %index
  store <8 x float> %result.i, ptr %32, align 4, !alias.scope !17, !noalias !18
  %index.next = add nuw i64 %index, 8
  %33 = icmp eq i64 %index.next, 1024
  br i1 %33, label %add_rsqrt_fusion.4_wrapped.exit, label %vector.body, !llvm.loop !19

add_rsqrt_fusion.4_wrapped.exit:                  ; preds = %vector.body
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

declare <16 x float> @xla.rsqrt.v16f32(<16 x float>) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <8 x float> @llvm.x86.avx.rsqrt.ps.256(<8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i1> @llvm.is.fpclass.v8f32(<8 x float>, i32 immarg) #3

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 2}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 16384}
!5 = !{i64 4096}
!6 = !{!7}
!7 = distinct !{!7, !8, !"add_rsqrt_fusion.4_wrapped: argument 0"}
!8 = distinct !{!8, !"add_rsqrt_fusion.4_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"add_rsqrt_fusion.4_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"add_rsqrt_fusion.4_wrapped: argument 2"}
!13 = !{!14, !7, !12}
!14 = distinct !{!14, !15, !"xla.slice_index=2"}
!15 = distinct !{!15}
!16 = !{!14, !10, !12}
!17 = !{!14, !12}
!18 = !{!7, !10}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
