; ModuleID = '__compute_module_reduce.419_elemental_kernel_module'
source_filename = "__compute_module_reduce.419_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define noalias noundef ptr @reduce.419_kernel(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %args_gep = getelementptr inbounds nuw i8, ptr %0, i64 24
  %args = load ptr, ptr %args_gep, align 8
  %arg0 = load ptr, ptr %args, align 8, !invariant.load !4, !dereferenceable !5, !align !6
  %arg1_gep = getelementptr i8, ptr %args, i64 16
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !4, !dereferenceable !7, !align !6
  %arg2_gep = getelementptr i8, ptr %args, i64 32
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !4, !dereferenceable !8, !align !6
  %2 = load float, ptr %arg1, align 64, !invariant.load !4, !noalias !9
  br label %reduce.419.loop_header.dim.1.preheader

reduce.419.loop_header.dim.1.preheader:           ; preds = %1, %reduce.419.loop_exit.dim.1
  %storemerge22 = phi i64 [ 0, %1 ], [ %invar.inc, %reduce.419.loop_exit.dim.1 ]
  %.split = getelementptr inbounds nuw [8 x [2 x [128 x [4 x float]]]], ptr %arg0, i64 0, i64 %storemerge22
  %.split15 = getelementptr inbounds nuw [8 x [2 x [128 x float]]], ptr %arg2, i64 0, i64 %storemerge22
  br label %reduce.419.loop_header.dim.2.preheader

reduce.419.loop_header.dim.2.preheader:           ; preds = %reduce.419.loop_header.dim.1.preheader, %reduce.419.loop_exit.dim.2
  %.not = phi i1 [ true, %reduce.419.loop_header.dim.1.preheader ], [ false, %reduce.419.loop_exit.dim.2 ]
  %storemerge1021 = phi i64 [ 0, %reduce.419.loop_header.dim.1.preheader ], [ 1, %reduce.419.loop_exit.dim.2 ]
  %.split13 = getelementptr inbounds nuw [2 x [128 x [4 x float]]], ptr %.split, i64 0, i64 %storemerge1021
  %.split16 = getelementptr inbounds nuw [2 x [128 x float]], ptr %.split15, i64 0, i64 %storemerge1021
  br label %reduce.419.loop_body.dim.2

reduce.419.loop_body.dim.2:                       ; preds = %reduce.419.loop_header.dim.2.preheader, %reduce.419.inner.loop_exit.reduction_dim.3
  %storemerge1120 = phi i64 [ 0, %reduce.419.loop_header.dim.2.preheader ], [ %invar.inc6, %reduce.419.inner.loop_exit.reduction_dim.3 ]
  %.split14 = getelementptr inbounds nuw [128 x [4 x float]], ptr %.split13, i64 0, i64 %storemerge1120
  br label %reduce.419.inner.loop_body.reduction_dim.3

reduce.419.inner.loop_body.reduction_dim.3:       ; preds = %reduce.419.loop_body.dim.2, %reduce.419.inner.loop_body.reduction_dim.3
  %storemerge1219 = phi i64 [ 0, %reduce.419.loop_body.dim.2 ], [ %invar.inc7, %reduce.419.inner.loop_body.reduction_dim.3 ]
  %accumulator_0.018 = phi float [ %2, %reduce.419.loop_body.dim.2 ], [ %maximum.11.i, %reduce.419.inner.loop_body.reduction_dim.3 ]
  %3 = getelementptr inbounds nuw [4 x float], ptr %.split14, i64 0, i64 %storemerge1219
  %4 = load float, ptr %3, align 4, !invariant.load !4, !noalias !9
  %.inv = fcmp reassoc olt float %accumulator_0.018, %4
  %maximum.11.i = select reassoc i1 %.inv, float %4, float %accumulator_0.018
  %invar.inc7 = add nuw nsw i64 %storemerge1219, 1
  %exitcond = icmp eq i64 %invar.inc7, 4
  br i1 %exitcond, label %reduce.419.inner.loop_exit.reduction_dim.3, label %reduce.419.inner.loop_body.reduction_dim.3

reduce.419.inner.loop_exit.reduction_dim.3:       ; preds = %reduce.419.inner.loop_body.reduction_dim.3
  %5 = getelementptr inbounds nuw [128 x float], ptr %.split16, i64 0, i64 %storemerge1120
  store float %maximum.11.i, ptr %5, align 4, !alias.scope !9
  %invar.inc6 = add nuw nsw i64 %storemerge1120, 1
  %exitcond23 = icmp eq i64 %invar.inc6, 128
  br i1 %exitcond23, label %reduce.419.loop_exit.dim.2, label %reduce.419.loop_body.dim.2

reduce.419.loop_exit.dim.2:                       ; preds = %reduce.419.inner.loop_exit.reduction_dim.3
  br i1 %.not, label %reduce.419.loop_header.dim.2.preheader, label %reduce.419.loop_exit.dim.1, !llvm.loop !12

reduce.419.loop_exit.dim.1:                       ; preds = %reduce.419.loop_exit.dim.2
  %invar.inc = add nuw nsw i64 %storemerge22, 1
  %exitcond24 = icmp eq i64 %invar.inc, 8
  br i1 %exitcond24, label %return, label %reduce.419.loop_header.dim.1.preheader, !llvm.loop !14

return:                                           ; preds = %reduce.419.loop_exit.dim.1
  ret ptr null
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="all" "prefer-vector-width"="256" }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2, !3}

!0 = !{!"xla_cpu_emitter__elemental_kernel_emitter__hlo_opcode__reduce"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!3 = !{i32 1, !"xla_dylib_index", i64 1}
!4 = !{}
!5 = !{i64 32768}
!6 = !{i64 64}
!7 = !{i64 4}
!8 = !{i64 8192}
!9 = !{!10}
!10 = !{!"result slice: {index:1, offset:0, size:8192}", !11}
!11 = !{!"XLA host kernel reduce.419_kernel AA domain"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
